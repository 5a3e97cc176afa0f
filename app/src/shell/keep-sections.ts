import type { AppServices } from '../services';

/** How long after the shell shows the background fetch starts: the first screen's requests go first. */
const START_AFTER_MS = 3_000;

const kept = new WeakSet<AppServices>();

/** The performance mark set once the background copy has finished (docs/offline.md#what-is-kept). */
export const SECTIONS_KEPT_MARK = 'oncourse:sections-kept';

/**
 * Once per session and page load, in the background and one request at a time: every section of
 * the active organisation's question sets into the user's copy on this device, so they open
 * offline (docs/offline.md#what-is-kept). Only where the app itself is kept for offline (a service
 * worker is active for the page, `container.ready`): without one the app cannot open offline, and
 * the copy would cost the device's data and the server's time for pages that never open from it.
 * On a first visit it starts once the worker has stored the app, not beside it. Returns a cancel
 * for the effect that started it.
 */
export function keepSectionsWhenIdle(
  services: AppServices,
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): () => void {
  if (!container || kept.has(services) || globalThis.navigator?.onLine === false) return () => undefined;
  let cancelled = false;
  let timer: number | null = null;
  let idle: number | null = null;
  const run = () => {
    if (kept.has(services)) return;
    void import('../reviews/load-reviews')
      .then(async ({ keepSectionsOnDevice }) => {
        if (kept.has(services)) return;
        kept.add(services);
        await keepSectionsOnDevice(services);
      })
      // Keeping sections on the device is a background nicety: pages not kept are fetched on opening.
      .catch(() => undefined)
      // What waits for the copy (the offline journey) waits for this mark.
      .finally(() => performance.mark(SECTIONS_KEPT_MARK));
  };
  // Never settles where no worker becomes active (refused, blocked): then nothing is kept.
  void container.ready.then(() => {
    if (cancelled) return;
    timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(run, { timeout: 10_000 });
      else run();
    }, START_AFTER_MS);
  });
  return () => {
    cancelled = true;
    if (timer !== null) window.clearTimeout(timer);
    if (idle !== null) window.cancelIdleCallback(idle);
  };
}
