import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchWhenIdle, resetPrefetchWhenIdle } from './prefetch-when-idle';

// Other files in this worker draw the shell, which may have prefetched already.
beforeEach(resetPrefetchWhenIdle);
afterEach(() => {
  resetPrefetchWhenIdle();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A browser with requestIdleCallback whose idle moment the test decides. */
function idleBrowser() {
  const callbacks = new Map<number, () => void>();
  let next = 0;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    callbacks.set(++next, callback);
    return next;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => callbacks.delete(id));
  return { becomeIdle: () => [...callbacks.values()].forEach((callback) => callback()) };
}

describe('fetching the forms’ code in the background (docs/engineering.md#route-budgets)', () => {
  it('waits until the browser is idle, then fetches once per page load', () => {
    const browser = idleBrowser();
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle([load]);
    expect(load).not.toHaveBeenCalled();
    browser.becomeIdle();
    expect(load).toHaveBeenCalledTimes(1);
    // The shell drawn again (another organisation, signed in again) fetches nothing more.
    prefetchWhenIdle([load]);
    browser.becomeIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts nothing when the shell is gone before the browser is idle', () => {
    const browser = idleBrowser();
    const load = vi.fn(() => Promise.resolve());
    const cancel = prefetchWhenIdle([load]);
    cancel();
    browser.becomeIdle();
    expect(load).not.toHaveBeenCalled();
  });

  it('waits a moment after the page is drawn where the browser has no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle([load]);
    vi.advanceTimersByTime(1_000);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed fetch to itself: the page that needs the code asks again', async () => {
    const browser = idleBrowser();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    prefetchWhenIdle([load]);
    browser.becomeIdle();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
