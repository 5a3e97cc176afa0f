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

/** The dropdown question's Select (review and annual-data sections). */
export const preloadDropdownList = () => preloadModule(loadDropdownList);
/** The form theme's searchable select (the country of a facility's profile, creation or joining). */
export const preloadSearchableSelect = () => preloadModule(loadSearchableSelect);
