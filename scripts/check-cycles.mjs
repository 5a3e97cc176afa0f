// Fails when any workspace has an import cycle, type-only imports included (madge follows
// `import type`, which import-x/no-cycle skips): a cycle makes module order matter and hides
// which module owns a type. The app's features are held to more: no cycle between two feature
// folders either, even through their index.ts files (docs/engineering.md#feature-folders). Part
// of `npm run lint`; tests/lint/boundaries.test.ts plants both kinds.
import madge from 'madge';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appFeatures } from './app-folders.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Source folders of every workspace; generated and built files are left out. */
export const SOURCE_DIRS = [
  'engine',
  'renderers/src',
  'app/src',
  'server/src',
  'openapi',
  'fixtures',
  'stories',
  'tests',
];

function importGraph(dirs, baseDir) {
  return madge(dirs, {
    baseDir,
    fileExtensions: ['ts', 'tsx', 'js', 'mjs'],
    excludeRegExp: [/node_modules/, /\/dist\//, /\/coverage\//, /storybook-static/],
    tsConfig: `${root}tsconfig.base.json`,
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
}

/** The import cycles among the files under `dirs` (paths relative to `baseDir`). */
export async function findCycles(dirs, baseDir = root) {
  return (await importGraph(dirs, baseDir)).circular();
}

/**
 * The cycles between the feature folders under `srcDir` (relative to `baseDir`): feature A imports
 * something of feature B, and B, through any other features, imports A. Each cycle is listed once,
 * as its features' names.
 */
export async function findFeatureCycles(srcDir = 'app/src', baseDir = root) {
  return featureCyclesOf((await importGraph([join(baseDir, srcDir)], baseDir)).obj(), srcDir, baseDir);
}

/** The feature cycles of an import graph already read (madge's `obj()`, paths relative to `baseDir`). */
function featureCyclesOf(files, srcDir, baseDir) {
  const features = new Set(appFeatures(new URL(`${srcDir}/`, new URL(`file://${baseDir.replace(/\/?$/, '/')}`))));
  const prefix = `${srcDir}/`;
  const featureOf = (file) => {
    const [name, ...rest] = file.startsWith(prefix) ? file.slice(prefix.length).split('/') : [];
    return name && rest.length > 0 && features.has(name) ? name : null;
  };
  const edges = new Map([...features].map((name) => [name, new Set()]));
  for (const [file, imports] of Object.entries(files)) {
    const from = featureOf(file);
    if (!from) continue;
    for (const target of imports) {
      const to = featureOf(target);
      if (to && to !== from) edges.get(from).add(to);
    }
  }
  // Each cycle is found from its alphabetically first feature, so it is listed once.
  const cycles = [];
  const walk = (path) => {
    for (const next of edges.get(path.at(-1))) {
      if (next === path[0]) cycles.push(path);
      else if (next > path[0] && !path.includes(next)) walk([...path, next]);
    }
  };
  for (const feature of [...features].sort()) walk([feature]);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // One reading of the import graph serves both checks.
  const graph = await importGraph(SOURCE_DIRS, root);
  const cycles = graph.circular();
  const featureCycles = featureCyclesOf(graph.obj(), 'app/src', root);
  if (cycles.length > 0) {
    console.error(`Import cycles (${cycles.length}):`);
    for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
  }
  if (featureCycles.length > 0) {
    console.error(`Cycles between the app's features (${featureCycles.length}):`);
    for (const cycle of featureCycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
  }
  if (cycles.length > 0 || featureCycles.length > 0) process.exit(1);
  console.log('No import cycles, none between features.');
}
