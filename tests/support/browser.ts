// Debian's Chromium driven by playwright-core (never a downloaded browser build).
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What a journey's Chromium adds to chromiumArgs: one renderer process for all its pages. Each page
 * of a journey is a fresh context, which Chromium would otherwise give a process of its own to start
 * and fill with the app's code anew. Sixteen signed-in cold page loads took 20 CPU-s of Chromium
 * instead of 26; over the journeys project, where most of the time is spent inside pages, 366
 * instead of 377. Contexts keep their own cookies and storage, which the browser process holds. A
 * benchmark that measures a page keeps chromiumArgs.
 */
export const journeyChromiumArgs = [...chromiumArgs, '--renderer-process-limit=1'];

/** The journeys' Chromium, with `args` added (a language). */
export function launchBrowser(args: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...journeyChromiumArgs, ...args],
  });
}

let contexts = 0;

/**
 * An address for the next context, in the range set aside for benchmarks (198.18.0.0/15), never a
 * real client's; the process id keeps two workers' apart.
 */
const deviceAddress = () => `198.18.${process.pid & 255}.${(contexts++ % 254) + 1}`;

/**
 * A fresh browser context (its own cookies and storage) as a journey opens one: a device of its
 * own, which reaches the product from an address of its own, as people do through the load
 * balancer (`X-Forwarded-For`, which the journeys' products trust from loopback: npm-start.ts).
 * The per-address limits then count each person, as they are meant to: with every page of a run
 * on 127.0.0.1, sign-ins from the files a worker ran in the same minute added up past the sign-in's
 * 10 a minute and were refused with 429.
 *
 * The app's service worker is blocked unless `options` allow it. A fresh context is a device that
 * never opened the app, so the worker would store the whole app (about 160 files) in every one of
 * them as the first page finishes loading: a quarter of Chromium's processor time over the review
 * journey. Without a worker the app keeps no sections for offline either (docs/offline.md#what-is-kept),
 * about 25 requests after each page load. The app runs online without it (docs/offline.md); the
 * journeys about working offline allow it.
 */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    serviceWorkers: 'block',
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': deviceAddress(), ...options.extraHTTPHeaders },
  });
}
