import type { AppServices } from '../services';

/** Country codes by id, asked once per app: the list changes with a release, not in a session. */
const codesByServices = new WeakMap<AppServices, Promise<Map<number, string>>>();

function countryCodes(services: AppServices): Promise<Map<number, string>> {
  let codes = codesByServices.get(services);
  if (!codes) {
    codes = services.api.GET('/api/country/countries').then(
      ({ data }) => new Map((data?.data ?? []).map((country) => [country.id, country.code])),
      // No codes: figures use the programme's default region until the next page asks again (below).
      () => new Map(),
    );
    // A failed look-up is asked again on the next page rather than kept for the session.
    void codes.then((map) => map.size === 0 && codesByServices.delete(services));
    codesByServices.set(services, codes);
  }
  return codes;
}

/**
 * Tells the catalogue the active facility's country, so dates, numbers and percentages read the way
 * that country writes the user's language (an English-speaking US facility reads November 25, 2026;
 * a UK one 25 November 2026). Without a country the language's main country stands.
 */
export async function applyRegion(
  services: AppServices,
  countryId: number | null | undefined,
): Promise<void> {
  const code = countryId ? ((await countryCodes(services)).get(countryId) ?? null) : null;
  services.catalogue.setRegion(code);
}
