// The server as it runs: `npm start`, `npm run demo`, `npm run backup|restore|provider` run
// server/dist/<tool>.mjs, bundled from the TypeScript sources by esbuild and built again whenever a
// source is newer than the build (docs/engineering.md#the-built-server). Loading the sources
// through tsx at each start cost about 2 CPU-s and a second before the server answered.
// - The workspace packages (@oncourse/engine, openapi, fixtures) are bundled from their sources;
//   every other package stays an import resolved at run time from node_modules, as before.
// - A source's `import.meta.url` stays its own file's address, so what the server reads beside its
//   sources (migrations, fixtures, the worker scripts) is found where it always was.
// - Names are kept (`keepNames`): errors and classes name themselves as in the sources.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'server/dist');

/** Each command-line entry of the server and its source. */
export const serverEntries = {
  main: 'server/src/main.ts',
  backup: 'server/src/backup/cli.ts',
  provider: 'server/src/modules/programme/provider-cli.ts',
  demo: 'server/src/seed/demo-cli.ts',
};

/** Written last: when the build started and every file it read (repository-relative). */
const buildRecord = join(outdir, 'build.json');
// Files that change what the build makes without being read as a module.
const alsoRead = [
  'scripts/server-build.mjs',
  'server/package.json',
  'engine/package.json',
  'openapi/package.json',
  'fixtures/package.json',
];

/**
 * Runs a built entry in this process, as `npm start` and the tools' scripts do; errors name the
 * TypeScript sources' lines, not the bundle's.
 */
export async function runBuiltServer(entry) {
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(builtServer(entry)).href);
}

/** The built file of an entry of `serverEntries`. */
export function builtServer(entry) {
  if (!(entry in serverEntries)) throw new Error(`No server entry ${entry}`);
  return join(outdir, `${entry}.mjs`);
}

/** The build's record (`buildRecord`), or null before the first build. */
export function readBuildRecord() {
  return existsSync(buildRecord) ? JSON.parse(readFileSync(buildRecord, 'utf8')) : null;
}

/**
 * Why the build in `record` is out of date (a source changed or gone, another list of entries, a
 * built file missing), or null when it is current.
 */
export function staleness(record) {
  if (!record) return 'not built yet';
  if (JSON.stringify(record.entries) !== JSON.stringify(serverEntries)) return 'other entries';
  const missing = Object.keys(serverEntries).find((entry) => !existsSync(builtServer(entry)));
  if (missing) return `${relative(root, builtServer(missing))} missing`;
  const changed = [...record.inputs, ...alsoRead].find((input) => {
    const path = join(root, input);
    return !existsSync(path) || statSync(path).mtimeMs > record.startedAt;
  });
  return changed ? `${changed} changed` : null;
}

const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/**
 * Bundles the workspace packages and leaves every other package external. An external import must
 * find at run time, from server/dist, the copy its importer would find from its own folder: a
 * workspace package with a version of its own in its node_modules would otherwise quietly get
 * the server's.
 */
const workspaceOnly = {
  name: 'workspace-only',
  setup(builder) {
    const serverDir = join(root, 'server/src');
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.kind === 'entry-point' || args.pluginData?.resolving) return undefined;
      if (args.path.startsWith('@oncourse/')) return undefined;
      if (builtins.has(args.path)) return { external: true };
      const resolve = (resolveDir) =>
        builder.resolve(args.path, { kind: args.kind, resolveDir, pluginData: { resolving: true } });
      const [own, fromServer] = await Promise.all([resolve(args.resolveDir), resolve(serverDir)]);
      if (own.errors.length === 0 && own.path !== fromServer.path) {
        return {
          errors: [
            {
              text: `${args.path} resolves to ${relative(root, own.path)} from ${relative(root, args.importer)} but to ${
                fromServer.path ? relative(root, fromServer.path) : 'nothing'
              } from the server: add it to server/package.json at the same version`,
            },
          ],
        };
      }
      return { external: true };
    });
  },
};

/** `import.meta.url` in a source keeps meaning that source's own file. */
const sourceUrls = {
  name: 'source-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = await readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

async function buildServer() {
  const startedAt = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(serverEntries).map(([entry, source]) => [entry, join(root, source)]),
    ),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    keepNames: true,
    metafile: true,
    write: false,
    logLevel: 'silent',
    plugins: [workspaceOnly, sourceUrls],
  });
  mkdirSync(outdir, { recursive: true });
  // Each file is written whole and renamed into place: two starts that found the build stale at
  // once write the same bytes, and neither ever runs half a file.
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  const record = { startedAt, entries: serverEntries, inputs: Object.keys(result.metafile.inputs).sort() };
  const partial = `${buildRecord}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(partial, buildRecord);
}

/** Builds server/dist when it is missing or older than a source it is built from. */
export async function buildServerIfStale() {
  const record = readBuildRecord();
  const reason = staleness(record);
  if (!reason) return;
  // On stderr: a tool's standard output is its answer (the demo's sign-in is read from it).
  console.error(record ? `Rebuilding the server (${reason})…` : 'Building the server…');
  await buildServer();
}
