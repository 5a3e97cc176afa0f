// No waterfalls (docs/engineering.md#route-budgets): moving to each of the ten main pages inside
// the app, the requests that wait for one another before the page's main content shows are at most
// two in a row (the route's code with its loader's code, then its data), with nothing in the cache
// and no pointer resting on a link first (intent preloading would hide the chain).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../support/browser.ts';
import { path, signInAnswered } from '../support/journey.ts';
import {
  mainPages,
  navigateInApp,
  startDemoProduct,
  type DemoProduct,
} from '../support/page-load.ts';

// No page has an exception: the review section, annual year and improve pages ask for their data by the
// slug or year in their URL (docs/reviews.md#calls, docs/improve.md#calls), not by an id another answer gives.
const MAX_ROUND_TRIPS = 2;
// Every request takes at least this long, as on a real network: requests that run side by side
// overlap, and one that waits for another starts after it, whatever the machine's load.
const LATENCY_MS = 40;

let demo: DemoProduct | undefined;
let browser: Browser | undefined;
let page: Page;
let year = 0;

beforeAll(async () => {
  demo = await startDemoProduct();
  browser = await launchBrowser();
  page = await (await newContext(browser, { viewport: { width: 1280, height: 900 } })).newPage();
  await signInAnswered(page, `${demo.product.baseUrl}/login`, demo.email, demo.password);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(`${demo.product.baseUrl}/annual-review/annual-data`);
  const link = page.locator('main a[href^="/annual-review/annual-data/"]').first();
  await link.waitFor();
  year = Number((await link.getAttribute('href'))?.split('/').at(3));
  // A page the ten are reached from, then every request goes to the network as on a first visit.
  // No service worker runs in the context (browser.ts newContext), so the app keeps no sections in
  // the background (docs/offline.md#what-is-kept): every request counted is the page's own.
  await page.goto(`${demo.product.baseUrl}/getting-started`);
  await page.locator('main h1').first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

describe('the ten main pages, reached from another page', () => {
  it(`show their main content after at most ${MAX_ROUND_TRIPS} sequential round trips`, async () => {
    const measured: string[] = [];
    const over: string[] = [];
    for (const target of mainPages(year)) {
      const load = await navigateInApp(page, target);
      const line = `${target.name}: ${load.roundTrips} (${load.chain.join(' → ')}), ${load.ms.toFixed(0)} ms`;
      measured.push(line);
      if (load.roundTrips > MAX_ROUND_TRIPS) over.push(line);
      expect(path(page)).toBe(target.path);
    }
    // The figures in the log, so a run shows how far each page is from its limit.
    console.log(measured.join('\n'));
    expect(over, measured.join('\n')).toEqual([]);
  });
});
