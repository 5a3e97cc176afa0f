import { preloadModule, whenIdle } from '@oncourse/renderers/preload';

/**
 * Code a signed-in person's next pages are likely to need, fetched in the background once the
 * shell has drawn its first page and the browser is idle: the form theme (RJSF and the OnCourse
 * theme, about 60 kB gzipped with what it imports), which the profile, the helpdesk, creating and
 * joining a facility and the dialogs all draw. A click into one of them then downloads only the
 * page's own code. The route budgets count these files as loaded on a route change inside the
 * signed-in layout, never on a first load (app/scripts/route-budgets.mjs, `PREFETCHED_WHEN_IDLE`;
 * docs/engineering.md#route-budgets). Signed-out pages never run it: only the shell does.
 */
export const IDLE_PREFETCH: readonly (() => Promise<unknown>)[] = [() => import('../forms/idle-prefetch.ts')];

let started = false;

/**
 * Starts `loads` once per document when the browser is next idle; returns a cancel for the effect
 * that called it (a shell unmounted before that moment starts nothing).
 */
export function prefetchWhenIdle(loads: readonly (() => Promise<unknown>)[] = IDLE_PREFETCH): () => void {
  if (started) return () => undefined;
  const run = () => {
    if (started) return;
    started = true;
    loads.forEach(preloadModule);
  };
  return whenIdle(run);
}

/** For tests: forget that this document has prefetched. */
export function resetPrefetchWhenIdle(): void {
  started = false;
}
