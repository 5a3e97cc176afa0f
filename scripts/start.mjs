// `npm start`: make sure the built app is current, then run the server in this process
// (one process, so SIGTERM reaches the server's graceful shutdown directly).
import { execFileSync } from 'node:child_process';
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

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
if (builtAt < changedAt) {
  console.log(builtAt ? 'App sources changed: rebuilding the app…' : 'Building the app (first start)…');
  execFileSync('npm', ['run', 'build', '-w', 'app'], { cwd: root, stdio: 'inherit' });
}

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'server/src/main.ts'));
