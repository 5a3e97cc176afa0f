// Sign-in page budget: the gzipped JavaScript /login loads, read from an existing `vite build`
// (index.html's scripts and module preloads, plus the chunks of the routes /login renders, from the
// Vite manifest). Builds nothing; exits 1 over the budget so CI can fail on it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
// Vite reports kB as thousands of bytes; the budget uses the same unit so both numbers agree.
const KB = 1000;
// The route files /login renders below the root (the root route is part of the entry chunk).
const ROUTE_FILES = ['src/routes/_public.tsx', 'src/routes/_public/login.tsx'];

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}: run \`npx vite build\` first (build.manifest: true).`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const files = new Set();
// What the page itself asks for: the entry script and the modules it preloads.
for (const [, url] of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/?([^"]+\.js)"/g)) files.add(url);

// A route's chunks are its code-split parts (`?tsr-split=…`) and everything they import statically.
const seen = new Set();
function addChunk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addChunk(imported);
}
addChunk('index.html');
for (const route of ROUTE_FILES) {
  const parts = Object.keys(manifest).filter((key) => key === route || key.startsWith(`${route}?`));
  if (parts.length === 0) throw new Error(`The manifest has no chunk for ${route}`);
  parts.forEach(addChunk);
}

const sizes = [...files]
  .map((file) => ({ file, bytes: gzipSync(readFileSync(join(dist, file))).length }))
  .sort((a, b) => b.bytes - a.bytes);
const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
const kb = (bytes) => (bytes / KB).toFixed(2).padStart(8);

for (const { file, bytes } of sizes) console.log(`${kb(bytes)} kB  ${file}`);
console.log(
  `Sign-in page (/login): ${kb(total).trim()} kB gzipped JavaScript in ${sizes.length} files (budget ${BUDGET_KB} kB)`,
);
if (total > BUDGET_KB * KB) {
  console.error(`Over budget by ${((total - BUDGET_KB * KB) / KB).toFixed(2)} kB`);
  process.exit(1);
}
