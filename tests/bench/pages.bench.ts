// Pages benchmark (docs/engineering.md#route-budgets): for the ten main pages of the demo facility
// and the sign-in page as the reference, the JavaScript a first visit downloads (Brotli, as sent) and the time
// from navigation to the page's main content in Chromium, cold (empty cache) and warm (the same tab
// opening it again). A benchmark, not a test: it prints figures and never fails a build.
// `npm run bench -w tests`.
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { sentKb, loadPage, mainPages, startDemoProduct, type MainPage } from '../support/page-load.ts';

const RUNS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface Figures {
  kb: number;
  cold: number;
  warm: number;
}

async function measure(
  browser: Browser,
  url: string,
  content: string,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
): Promise<Figures> {
  const kb: number[] = [];
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...(storageState ? { storageState } : {}),
    });
    const page = await context.newPage();
    const first = await loadPage(page, url, content);
    kb.push(sentKb(first.scripts));
    cold.push(first.ms);
    warm.push((await loadPage(page, url, content)).ms);
    await context.close();
  }
  return { kb: median(kb), cold: median(cold), warm: median(warm) };
}

const demo = await startDemoProduct();
const browser = await launchBrowser();
try {
  const base = demo.product.baseUrl;
  const signIn = await measure(browser, `${base}/login`, 'form', undefined);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail address').fill(demo.email);
  await page.getByLabel(/^Password/).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(`${base}/annual-review/annual-data`);
  const link = page.locator('main a[href^="/annual-review/annual-data/"]').first();
  await link.waitFor();
  const year = Number((await link.getAttribute('href'))?.split('/').at(3));
  const session = await context.storageState();
  await context.close();

  const rows: [MainPage | { name: string }, Figures][] = [[{ name: 'sign-in (reference)' }, signIn]];
  const seen = new Set<string>();
  for (const target of mainPages(year)) {
    // Facility details and team are tabs of one address: one row for both.
    if (seen.has(target.path)) continue;
    seen.add(target.path);
    const name = mainPages(year)
      .filter((other) => other.path === target.path)
      .map((other) => other.name)
      .join(' / ');
    rows.push([{ name }, await measure(browser, `${base}${target.path}`, target.content, session)]);
  }

  const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
  console.log(
    `\nPages in Chromium (demo facility, median of ${RUNS}): first-load JavaScript as sent (Brotli), time to main content cold and warm`,
  );
  for (const [{ name }, figures] of rows)
    console.log(
      `  pages: ${name.padEnd(28)} ${figures.kb.toFixed(1).padStart(6)} kB   cold ${ms(figures.cold)}   warm ${ms(figures.warm)}`,
    );
} finally {
  await browser.close();
  await demo.stop();
}
