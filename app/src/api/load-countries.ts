import type { Schemas } from '@oncourse/openapi';
import type { AppServices } from '../services';

export type Country = Schemas['Country'];

/**
 * The countries to choose from (create and join facility), sorted by name in the display
 * language; empty when they cannot be had (the form then says it cannot be sent yet).
 */
export async function loadCountries({ api, catalogue }: Pick<AppServices, 'api' | 'catalogue'>): Promise<Country[]> {
  const language = catalogue.getSnapshot().language;
  const countries = await api.GET('/api/country/countries').then(
    ({ data }) => data?.data ?? [],
    // No countries: the form says it cannot be sent yet (above).
    () => [],
  );
  return [...countries].sort((a, b) => a.title.localeCompare(b.title, language));
}
