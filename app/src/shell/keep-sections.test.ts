import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../services';
import { createAppStore } from '../session/atoms';
import { clearCookies } from '../test/cookies';
import { createFakeFetch, ok, signedInTestClient } from '../test/fake-api';
import { GREEN_HILLS, signIn } from '../test/session';
import { keepSectionsWhenIdle } from './keep-sections';

/** A signed-in page's services on a fake server, and the calls it was sent. */
function signedInServices() {
  signIn(GREEN_HILLS);
  const { fetch, calls } = createFakeFetch({
    'GET /api/reviews/progress/organisation/11': () => ok([]),
    'GET /api/reviews/annual-data/organisation/11/years': () => ok([]),
    'GET /api/reviews/links/organisation/11': () => ok({ bestPractices: [], annualData: null }),
  });
  const services = {
    api: signedInTestClient(fetch),
    store: createAppStore(),
    checkHealth: () => Promise.resolve(true),
  } as unknown as AppServices;
  return { services, calls };
}

/** A browser whose service worker is active for the page, or never becomes so (refused, blocked). */
const workerContainer = (active: boolean) =>
  ({ ready: active ? Promise.resolve({}) : new Promise(() => undefined) }) as ServiceWorkerContainer;

beforeEach(() => {
  vi.useFakeTimers();
  // The browser is idle at once.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => window.setTimeout(callback, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearCookies();
});

describe('keeping every section on the device (docs/offline.md#what-is-kept)', () => {
  it('asks for the sections a moment after the shell shows, once a service worker holds the app', async () => {
    const { services, calls } = signedInServices();
    keepSectionsWhenIdle(services, workerContainer(true));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_100);
    // The keeping's code and its requests arrive in real time.
    vi.useRealTimers();
    await vi.waitFor(
      () => expect(calls.map((call) => call.path)).toContain('/api/reviews/progress/organisation/11'),
      { timeout: 10_000 },
    );
  });

  it('asks for nothing where no service worker becomes active: the app cannot open offline there', async () => {
    const { services, calls } = signedInServices();
    keepSectionsWhenIdle(services, workerContainer(false));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual([]);
    // A browser with no service workers at all.
    keepSectionsWhenIdle(services, undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual([]);
  });

  it('asks for nothing once the shell is gone before its moment', async () => {
    const { services, calls } = signedInServices();
    const cancel = keepSectionsWhenIdle(services, workerContainer(true));
    await vi.advanceTimersByTimeAsync(1_000);
    cancel();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual([]);
  });
});
