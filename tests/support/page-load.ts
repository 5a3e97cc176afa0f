// How long a page takes to show its main content and how many requests wait on one another on the
// way (docs/engineering.md#route-budgets): shared by the waterfall journey and `npm run bench`.
// Measured with the browser's Resource Timing, on the same clock as the moment the content shows.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { finished } from '@oncourse/server/testing';
import { newDataDir } from './data-folder.ts';
import { seedDemo, type DemoSignIn } from './demo-seed.ts';
import { moveInApp } from './in-app.ts';
import { productBuilt, startProduct, type RunningProduct } from './npm-start.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** One of the ten main pages: its address and the element that says its content is there. */
export interface MainPage {
  name: string;
  path: string;
  /** A CSS selector of the page's main content, present only once its data has arrived. */
  content: string;
}

/**
 * The ten main pages of the demo facility (docs/engineering.md#route-budgets). Facility details and
 * team are tabs of the facility profile: the same address, measured twice (the second time its code
 * is loaded and its data is fetched again).
 */
export function mainPages(year: number): MainPage[] {
  return [
    { name: 'dashboard', path: '/', content: 'main h1' },
    { name: 'facility details', path: '/profile/facility', content: 'main [role="tablist"]' },
    { name: 'review section', path: '/review/best-practice/resources/water/110', content: 'main section h2' },
    { name: 'annual data year', path: `/annual-review/annual-data/${year}`, content: 'main h1' },
    { name: 'insights', path: '/insights/readiness', content: 'main h1' },
    { name: 'team', path: '/profile/facility', content: 'main [role="tablist"]' },
    { name: 'profile', path: '/user-profile', content: 'main [role="tablist"]' },
    { name: 'documents', path: '/documents/facility', content: 'main h1' },
    { name: 'improve', path: '/section/oncourse-reports', content: 'main h1' },
    { name: 'helpdesk', path: '/helpdesk', content: 'main h1' },
  ];
}

/** The demo facility (a year of answers, a team, documents) in a product of its own. */
export interface DemoProduct {
  product: RunningProduct;
  email: string;
  password: string;
  stop(): Promise<void>;
}

/**
 * Seeds the demo into a fresh data folder (as `npm run demo` does) and starts the product on it.
 * Under vitest the folder starts as a copy of the first start's database (data-folder.ts), as
 * `npm run demo` finds a folder `npm start` has run on: making a new cluster took 10–20 s. Where the
 * run's setup has seeded one already (demo-setup.ts), the product starts on a copy of that.
 */
export async function startDemoProduct(env: Record<string, string> = {}): Promise<DemoProduct> {
  const seeded = process.env.VITEST ? inject('demoDataDir') : undefined;
  let dataDir: string;
  let signIn: DemoSignIn;
  if (seeded) {
    await finished(seeded, 'The demo data folder (tests/support/demo-setup.ts)');
    dataDir = mkdtempSync(join(tmpdir(), 'oncourse-pages-'));
    cpSync(seeded, dataDir, { recursive: true });
    signIn = JSON.parse(readFileSync(`${seeded}.json`, 'utf8')) as DemoSignIn;
  } else {
    dataDir = process.env.VITEST
      ? await newDataDir('oncourse-pages-')
      : mkdtempSync(join(tmpdir(), 'oncourse-pages-'));
    await productBuilt();
    signIn = await seedDemo(dataDir);
  }
  const product = await startProduct(env, { dataDir });
  return {
    product,
    ...signIn,
    async stop() {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Timed {
  name: string;
  initiatorType: string;
  startTime: number;
  responseEnd: number;
  transferSize: number;
}

/** What one navigation cost until its main content showed. */
export interface PageLoad {
  /** Milliseconds from the navigation to the main content. */
  ms: number;
  /** The longest chain of requests each started after the one before it had ended, up to the content. */
  roundTrips: number;
  /** The script files fetched from the network (not from the cache) until the content showed. */
  scripts: string[];
  /** Each request of the longest chain, for a failure message. */
  chain: string[];
}

/**
 * Sequential round trips: a request that starts only after another has ended is counted as waiting
 * for it (an upper bound: it may have waited for the page's own work instead). Only code and API
 * requests count (nothing waits for images or the icon), and nothing that came from the cache.
 */
export function roundTrips(
  entries: readonly Timed[],
  from: number,
  until: number,
): { depth: number; chain: string[] } {
  const relevant = entries
    .filter(
      (entry) =>
        /\.(js|css)$|\/api\//.test(new URL(entry.name).pathname) &&
        entry.transferSize > 0 &&
        entry.startTime >= from &&
        entry.responseEnd <= until,
    )
    .sort((a, b) => a.startTime - b.startTime);
  const best = new Map<Timed, { depth: number; chain: string[] }>();
  let longest = { depth: 0, chain: [] as string[] };
  for (const entry of relevant) {
    let before = { depth: 0, chain: [] as string[] };
    for (const earlier of relevant) {
      const known = best.get(earlier);
      if (known && earlier.responseEnd <= entry.startTime && known.depth > before.depth) before = known;
    }
    const mine = { depth: before.depth + 1, chain: [...before.chain, new URL(entry.name).pathname] };
    best.set(entry, mine);
    if (mine.depth > longest.depth) longest = mine;
  }
  return longest;
}

/**
 * Watches for `selector` to match an element the previous page did not have (window.__shownBefore),
 * and writes performance.now() at that moment into window.__shownAt. The page keeps the figure and
 * the test polls for it: a promise the test awaited inside the page for up to 15 s was once lost
 * to the page's garbage collector ("Resulting promise was garbage collected").
 */
const WATCH_CONTENT = `(selector) => {
  window.__shownAt = undefined;
  const before = window.__shownBefore ?? new Set();
  const check = () => [...document.querySelectorAll(selector)].some((element) => !before.has(element))
    ? ((window.__shownAt = performance.now()), true) : false;
  if (check()) return;
  window.__shownWatch = new MutationObserver(() => { if (check()) window.__shownWatch.disconnect(); });
  window.__shownWatch.observe(document, { childList: true, subtree: true });
}`;

async function measured(page: Page, from: number, content: string): Promise<PageLoad> {
  await page.evaluate(`(${WATCH_CONTENT})(${JSON.stringify(content)})`);
  const shownAt = await page
    // A function, not a string: the product's CSP refuses the eval a string would need.
    .waitForFunction(() => (globalThis as { __shownAt?: number }).__shownAt, undefined, {
      timeout: 15_000,
    })
    .then((handle) => handle.jsonValue())
    .catch(() => -1);
  const until = Number(shownAt);
  if (until < 0) throw new Error(`No ${content} showed within 15 s at ${page.url()}`);
  // A string, so the Node-only tests project needs no DOM types for code that runs in the page.
  const entries = (await page.evaluate(`performance.getEntriesByType('resource').map((entry) => ({
    name: entry.name,
    initiatorType: entry.initiatorType,
    startTime: entry.startTime,
    responseEnd: entry.responseEnd,
    transferSize: entry.transferSize,
  }))`)) as Timed[];
  const { depth, chain } = roundTrips(entries, from, until);
  const scripts = entries
    .filter((entry) => entry.startTime >= from && entry.responseEnd <= until && entry.transferSize > 0)
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith('.js'));
  return { ms: until - from, roundTrips: depth, scripts, chain };
}

/**
 * Navigates inside the running app to `target` as a link does, but without the pointer resting on
 * it first (no intent preloading: the cold case), and measures until its content shows.
 */
export async function navigateInApp(page: Page, target: MainPage): Promise<PageLoad> {
  await networkQuiet(page);
  const from = (await page.evaluate(`(() => {
    performance.setResourceTimingBufferSize(2000);
    performance.clearResourceTimings();
    window.__shownBefore = new Set(document.querySelectorAll(${JSON.stringify(target.content)}));
    const start = performance.now();
    ${moveInApp(target.path)}
    return start;
  })()`)) as number;
  return measured(page, from, target.content);
}

/** Waits until the previous page has fetched nothing for half a second (its late charts, images). */
async function networkQuiet(page: Page) {
  let count = -1;
  for (let tries = 0; tries < 40; tries++) {
    const now = await page.evaluate(`performance.getEntriesByType('resource').length`);
    if (Number(now) === count) return;
    count = Number(now);
    await page.waitForTimeout(500);
  }
}

/** Opens `url` as a fresh tab does (a cold or warm cache is the context's) and measures from navigation start. */
export async function loadPage(page: Page, url: string, content: string): Promise<PageLoad> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.evaluate(`performance.setResourceTimingBufferSize(2000)`);
  return measured(page, 0, content);
}

/**
 * kB of the built app's script files as the server sends them to a browser that accepts Brotli, by
 * URL path: the `.br` copy the build wrote beside each, or the file itself where there is none
 * (docs/engineering.md#compression).
 */
export function sentKb(paths: readonly string[]): number {
  const dist = join(repoRoot, 'app', 'dist');
  let bytes = 0;
  for (const path of new Set(paths)) {
    const file = join(dist, path);
    if (existsSync(`${file}.br`)) bytes += statSync(`${file}.br`).size;
    else if (existsSync(file)) bytes += statSync(file).size;
  }
  return bytes / 1000;
}
