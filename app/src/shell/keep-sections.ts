import type { AppServices } from '../services';

/** How long after the shell shows the background fetch starts: the first screen's requests go first. */
const START_AFTER_MS = 3_000;

const kept = new WeakSet<AppServices>();

/** The performance mark set once the background copy has finished, kept or not (docs/offline.md#what-is-kept). */
export const SECTIONS_KEPT_MARK = 'oncourse:sections-kept';

/**
 * Once per session and page load, in the background and one request at a time: every section of
 * the active organisation's question sets into the user's copy on this device, so they open
 * offline (docs/offline.md#what-is-kept). Returns a cancel for the effect that started it.
 */
export function keepSectionsWhenIdle(services: AppServices): () => void {
  if (kept.has(services) || globalThis.navigator?.onLine === false) return () => undefined;
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
      // Its requests are not a page's: whoever measures a page's requests waits for this mark first.
      .finally(() => performance.mark(SECTIONS_KEPT_MARK));
  };
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(run, { timeout: 10_000 });
    else run();
  }, START_AFTER_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle !== null) window.cancelIdleCallback(idle);
  };
}
