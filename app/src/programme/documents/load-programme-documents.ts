import type { Schemas } from '@oncourse/openapi';
import { need } from '../../api/need';
import type { AppServices } from '../../services';

export type ProgrammeDocument = Schemas['ProgrammeDocument'];
export type Country = Schemas['Country'];
export type Language = Schemas['SupportedLanguage'];

/** The programme's documents, current and retired, with the countries and languages the form offers. */
export async function loadProgrammeDocuments(services: AppServices) {
  const [documents, countries, languages] = await Promise.all([
    need(services.api.GET('/api/console/programme-documents')),
    need(services.api.GET('/api/country/countries')),
    need(services.api.GET('/api/language/supported-languages')),
  ]);
  return { documents, countries, languages };
}
