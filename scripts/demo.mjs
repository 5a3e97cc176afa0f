// `npm run demo`: the product exactly as `npm start` runs it, with the demo facility seeded (a
// year of answers, a team, documents) and a few hundred made-up peer facilities for benchmarks
// (`npm run demo -- --remove-peers` removes them and stops), on its own data folder (./data/demo unless DATA_DIR or
// DATABASE_URL say otherwise, so real data never meets demo data). Prints the demo sign-in once
// the server answers.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!process.env.DATABASE_URL && !process.env.DATA_DIR) process.env.DATA_DIR = join(root, 'data', 'demo');

const removePeers = process.argv.includes('--remove-peers');
let signIn;
try {
  const output = execFileSync(
    process.execPath,
    [join(root, 'scripts/server-tool.mjs'), 'demo', ...(removePeers ? ['--remove-peers'] : [])],
    {
      cwd: root,
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  signIn = JSON.parse(output.toString().trim().split('\n').at(-1));
} catch {
  // demo-cli has said why on stderr.
  process.exit(1);
}

if (removePeers) {
  console.log(`Removed ${signIn.removedPeers} demo benchmark peers.`);
  process.exit(0);
}

const port = process.env.PORT || '3000';
const host =
  !process.env.HOST || process.env.HOST === '0.0.0.0' || process.env.HOST === '::'
    ? '127.0.0.1'
    : process.env.HOST;
const appUrl = process.env.APP_URL || `http://localhost:${port}`;

async function announceWhenUp() {
  // The first start may build the app first; give it time.
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      if ((await globalThis.fetch(`http://${host}:${port}/api/healthcheck`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) return;
    await sleep(500);
  }
  console.log(
    [
      '',
      `OnCourse demo: ${signIn.organisation}`,
      `  Open      ${appUrl}`,
      `  E-mail    ${signIn.email}`,
      `  Password  ${signIn.password}   (new on every npm run demo)`,
      '',
      'Certification (the demo facility is in verification; Lakeside Golf Club is certified):',
      `  Programme staff  ${signIn.programme.staff.email}   ${signIn.programme.staff.password}`,
      `  Verifier         ${signIn.programme.verifier.email}   ${signIn.programme.verifier.password}`,
      '',
      `National federation (${signIn.federation.countries.join(', ')}; the demo facility and Lakeside Golf Club share with it):`,
      `  Federation       ${signIn.federation.email}   ${signIn.federation.password}`,
      '',
    ].join('\n'),
  );
}

void announceWhenUp();
await import('./start.mjs');
