// Route budgets (docs/engineering.md#route-budgets): the JavaScript every page of an existing
// `vite build` loads, in Brotli bytes as the server sends them (the build's .br copies), from the
// Vite manifest (the entry, the route's code-split parts and their static imports, transitively).
// Builds nothing; exits 1 when a page is over a budget so CI fails on it. `--verbose` lists the
// files of the sign-in page.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkRouteBudgets,
  idlePrefetches,
  KB,
  ROUTE_CHANGE_BUDGET_KB,
  SIGN_IN_FILES_LIMIT,
} from './route-budgets.mjs';
import { brotliBytesIn, isPrecompressed } from './sent-bytes.mjs';
import { PRECACHE_BUDGET_BYTES, precachedUrls } from './precache-scope.mjs';

const dist = process.env.BUNDLE_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(
    `No Vite manifest at ${manifestPath}: run \`npm run build -w app\` first (build.manifest: true).`,
  );
  process.exit(2);
}
if (!isPrecompressed(dist)) {
  console.error(
    `${dist} has no Brotli copies (index.html.br): it predates them, run \`npm run build -w app\` again.`,
  );
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const bytesOf = brotliBytesIn(dist);

const { rows, failures } = checkRouteBudgets(manifest, bytesOf, undefined, (file) =>
  readFileSync(join(dist, file), 'utf8'),
);
const kb = (bytes) => (bytes / KB).toFixed(1).padStart(7);
if (process.argv.includes('--verbose')) {
  const login = rows.find((row) => row.path === '/login');
  for (const file of [...(login?.firstLoad ?? [])].sort((a, b) => bytesOf(b) - bytesOf(a)))
    console.log(`${kb(bytesOf(file))} kB  ${file}`);
}
console.log(
  `first load  change  budget  page (kB of JavaScript as sent, Brotli; a route change may add ≤ ${ROUTE_CHANGE_BUDGET_KB} kB)`,
);
for (const row of rows)
  console.log(
    `${kb(row.firstLoadBytes)}  ${kb(row.changeBytes)}  ${kb(row.budget)}  ${row.path}${row.known ? `  (over budget, ceiling ${kb(row.firstLoadLimit).trim()} / ${kb(row.changeLimit).trim()} kB: ${row.known.why})` : ''}`,
  );
const signIn = rows.find((row) => row.path === '/login');
if (signIn)
  console.log(
    `/login loads ${signIn.firstLoadFiles.size} JavaScript and CSS files on first load (at most ${SIGN_IN_FILES_LIMIT}).`,
  );
for (const [layout, { files }] of idlePrefetches(manifest))
  console.log(
    `${layout} fetches ${kb([...files].reduce((sum, file) => sum + bytesOf(file), 0)).trim()} kB (${files.size} files) when idle after its first page (prefetch-when-idle.ts): counted as loaded on a route change inside it, not on a first load.`,
  );
// The service worker's precache (docs/offline.md#budgets), in bytes as the device stores them.
const swPath = join(dist, 'sw.js');
if (existsSync(swPath)) {
  const urls = precachedUrls(readFileSync(swPath, 'utf8'));
  const stored = urls.reduce((sum, url) => sum + statSync(join(dist, url)).size, 0);
  console.log(`precache: ${urls.length} files, ${kb(stored).trim()} kB stored (budget ${kb(PRECACHE_BUDGET_BYTES).trim()} kB)`);
  if (urls.length === 0) failures.push('the service worker precaches nothing (dist/sw.js)');
  if (stored > PRECACHE_BUDGET_BYTES) failures.push(`the precache holds ${kb(stored).trim()} kB`);
} else failures.push('no service worker at dist/sw.js (app/pwa.config.ts)');
if (failures.length > 0) {
  for (const failure of failures) console.error(`Over budget: ${failure}`);
  process.exit(1);
}
console.log(`All ${rows.length} pages within their budgets.`);
