/**
 * Whether the first screen in `container` is a prerendered page the app can hydrate as it is
 * (docs/engineering.md#prerendered-pages): drawn this year (its footer says the year), for a visitor
 * without a session and an address without a query (no `lang`, no `returnTo`), as the server sends
 * it. Otherwise the app draws the page itself over it.
 */
export function canHydrate(
  container: HTMLElement,
  { signedIn, search, year }: { signedIn: boolean; search: string; year: number },
): boolean {
  return container.dataset.prerendered === String(year) && !signedIn && search === '';
}
