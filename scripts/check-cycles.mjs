// Fails when any workspace has an import cycle, type-only imports included (madge follows
// `import type`, which import-x/no-cycle skips): a cycle makes module order matter and hides
// which module owns a type. Part of `npm run lint`; tests/lint/boundaries.test.ts plants one.
import madge from 'madge';
import { fileURLToPath } from 'node:url';

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

/** The import cycles among the files under `dirs` (paths relative to `baseDir`). */
export async function findCycles(dirs, baseDir = root) {
  const graph = await madge(dirs, {
    baseDir,
    fileExtensions: ['ts', 'tsx', 'js', 'mjs'],
    excludeRegExp: [/node_modules/, /\/dist\//, /\/coverage\//, /storybook-static/],
    tsConfig: `${root}tsconfig.base.json`,
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return graph.circular();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = await findCycles(SOURCE_DIRS);
  if (cycles.length > 0) {
    console.error(`Import cycles (${cycles.length}):`);
    for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
    process.exit(1);
  }
  console.log('No import cycles.');
}
