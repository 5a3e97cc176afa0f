// Writes the prerendered signed-out first screens into the build (docs/engineering.md#prerendered-pages):
// for each page below, dist/prerendered/<path>.html is dist/index.html with the page already drawn
// in #root and the early-submit guard named (public/hold-early-submit.js), plus its Brotli and gzip
// copies. The server sends it for that address to a visitor with no session and no query
// (server/src/http/static.ts); the entry point hydrates it (src/main.tsx).
// Run by `npm run build` after the browser build and the prerender module's build
// (`vite build --ssr src/prerender/render-page.tsx`, into dist-prerender/, removed here).
//   node app/scripts/prerender.mjs
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import { JSDOM } from 'jsdom';

/** The signed-out pages people open first: from a bookmark, an e-mail or the programme's site. */
export const PRERENDERED_PAGES = [
  '/login',
  '/registration-page',
  '/forgotten-password',
  '/tournaments/login',
  '/tournaments/forgotten-password',
];

const app = fileURLToPath(new URL('..', import.meta.url));
const dist = join(app, 'dist');
const moduleDir = join(app, 'dist-prerender');

// The browser's globals, from a DOM with no cookies and no storage: the modules take the paths they
// take in a first visit's browser. Node's own fetch, URL and streams stay.
const dom = new JSDOM('<!doctype html><html lang="en"><head></head><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
const names = new Set();
for (let object = dom.window; object && object !== Object.prototype; object = Object.getPrototypeOf(object))
  for (const key of Object.getOwnPropertyNames(object)) names.add(key);
for (const key of names) {
  if (key in globalThis || key.startsWith('_')) continue;
  Object.defineProperty(globalThis, key, {
    configurable: true,
    get: () =>
      typeof dom.window[key] === 'function' && !/^[A-Z]/.test(key)
        ? dom.window[key].bind(dom.window)
        : dom.window[key],
  });
}
for (const key of ['window', 'self', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'])
  Object.defineProperty(globalThis, key, { configurable: true, get: () => dom.window[key] });

const { renderPage } = await import(pathToFileURL(join(moduleDir, 'render-page.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const root = '<div id="root"></div>';
// Before the app's module, so it runs first (both wait for the page to be read, in their order).
const entry = /<script type="module"/;
if (!entry.test(template)) throw new Error('dist/index.html names no module script');
if (!template.includes('<html lang="en">') || !template.includes('<meta name="theme-color" content="'))
  throw new Error('dist/index.html has no <html lang="en"> or theme-color to set the theme on');
if (!template.includes(root)) throw new Error(`dist/index.html has no empty ${root}`);
// The footer's year is drawn at build time: the entry hydrates only in the same year (src/main.tsx).
const year = new Date().getFullYear();

/**
 * The rules of the stylesheets index.html links that the drawn page uses, inlined (beasties matches
 * each rule's selectors against the page): the first screen needs no request after the HTML to draw,
 * and the browser reads about 8 kB of rules instead of every signed-out page's 20 kB. Each link stays,
 * for no media, so the app's own loader finds the stylesheet there and does not add it a second
 * time (Vite's preload skips any linked href); public/start-on-first-use.js turns them on as it
 * starts the app, before anything the page did not draw can show.
 */
const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  // The links are left as they are, then kept from applying below: no inline loader script,
  // which the content security policy would refuse.
  preload: false,
  // Beasties matches selectors inside <html>, never against it: the theme's colours
  // (`:root[data-theme=…]`) and other rules on the root element are always kept.
  allowRules: [/^(:root|html)(?![\w-])/],
  fonts: false,
  compress: true,
  logLevel: 'warn',
});
async function inlineCriticalStyles(html) {
  const styled = await beasties.process(html);
  const links = /<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/g;
  if (!styled.match(links)?.length || !styled.includes('<style>'))
    throw new Error('beasties inlined no stylesheet');
  return styled
    .replace(' data-beasties-container', '')
    .replace(links, (link) => link.replace('>', ' media="not all" data-until-first-use>'));
}
/**
 * The app's code asked for at the page's first use (public/start-on-first-use.js): the module script
 * and its preloads leave the HTML for that script's tag, which names them in their order.
 */
function startOnFirstUse(html) {
  const preloads = [];
  let entryHref;
  const rest = html
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) => {
      preloads.push(href);
      return '';
    })
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, href) => {
      entryHref = href;
      return `<script src="/start-on-first-use.js" defer data-entry="${href}" data-preload="${preloads.join(' ')}"></script>`;
    });
  if (!entryHref || preloads.length === 0)
    throw new Error('dist/index.html names no module script or preloads');
  return rest;
}
const page = startOnFirstUse(
  template.replace(entry, '<script src="/hold-early-submit.js" defer></script>\n    $&'),
);

for (const path of PRERENDERED_PAGES) {
  const { body, theme, themeColour } = await renderPage(path);
  const html = await inlineCriticalStyles(
    page
      .replace(root, () => `<div id="root" data-prerendered="${year}">${body}</div>`)
      // The theme the app would put on the document as it starts (the tournament pages' blue).
      .replace(/<html lang="en">/, `<html lang="en" data-theme="${theme}">`)
      .replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${themeColour}"`),
  );
  const file = join(dist, 'prerendered', `${path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  console.log(`prerendered ${path} (${(Buffer.byteLength(html) / 1000).toFixed(1)} kB)`);
}
rmSync(moduleDir, { recursive: true, force: true });
// The render's deferred work (the router's, React's) has nothing left to do.
process.exit(0);
