/**
 * The code of question renderers a section page loads on demand (their registry entries are lazy),
 * as bare imports: a section route calls `preloadDropdownList` when navigation starts, beside its
 * own chunk, so the dropdown's code never waits for the page's data (docs/engineering.md#route-budgets).
 * Its own entry point, without the renderers, so the route tree can hold it.
 */
export const loadDropdownList = () => import('./DropdownList.tsx');

export function preloadDropdownList(): void {
  void loadDropdownList().catch(() => undefined);
}
