// The built app is current or rebuilt: `npm start` runs this before the server, and the browser
// journeys' vitest global setup runs it once before journeys start side by side (two starts that
// both found the build stale would build into the same folder at once).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'app/dist/index.html');
// Everything the build reads: the app bundles the English strings from fixtures/ as its fallback.
const sources = [
  'app/src',
  'app/public',
  'app/index.html',
  'app/vite.config.ts',
  'app/scripts/prerender.mjs',
  'app/package.json',
  'renderers/src',
  'engine/src',
  'openapi/src',
  'fixtures/strings',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

/** Builds the app (`npm run build -w app`) when app/dist is missing or older than a source. */
export async function buildAppIfStale() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? 'App sources changed: rebuilding the app…' : 'Building the app (first start)…');
  // Asynchronous, so the journeys' setup prepares their database while the app builds.
  const build = spawn('npm', ['run', 'build', '-w', 'app'], { cwd: root, stdio: 'inherit' });
  const code = await new Promise((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`npm run build -w app exited with ${code}`);
}
