/**
 * The renderers' code that loads on demand (a lazy registry entry or widget), as bare imports. A
 * router navigation waits for lazy code the new page draws, so a route that shows one asks for it
 * when navigation starts, beside its own chunk, rather than one round trip after its data
 * (docs/engineering.md#route-budgets). Its own entry point, without the renderers, so the route
 * tree can hold it.
 */
export const loadDropdownList = () => import('./questions/DropdownList.tsx');
export const loadSearchableSelect = () => import('./form-theme/widgets/SearchableSelect.tsx');

/**
 * Starts downloading a lazily loaded module. A failure is left to the lazy component that draws it,
 * which shows its error where the page needs the code.
 */
export function preloadModule(load: () => Promise<unknown>): void {
  void load().catch(() => undefined);
}

/** How long to wait for an idle moment before starting anyway (a page that keeps the browser busy). */
const IDLE_TIMEOUT_MS = 5_000;
/** Where the browser has no requestIdleCallback (Safari): a pause after the page has drawn. */
const FALLBACK_DELAY_MS = 1_500;

/**
 * Runs `run` once the browser is next idle, after the page has drawn and its own requests have
 * gone: code fetched then never queues in front of them. Returns a cancel for the effect that asked.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => globalThis.cancelIdleCallback(id);
  }
  const id = globalThis.setTimeout(run, FALLBACK_DELAY_MS);
  return () => globalThis.clearTimeout(id);
}

/** The dropdown question's Select (review and annual-data sections). */
export const preloadDropdownList = () => preloadModule(loadDropdownList);
/** The form theme's searchable select (the country of a facility's profile, creation or joining). */
export const preloadSearchableSelect = () => preloadModule(loadSearchableSelect);
