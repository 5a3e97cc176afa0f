import type { AppServices } from '../services';
import { userAtom } from '../session/atoms';
import { DEFAULT_LANGUAGE, switchLanguage } from './i18n';
import { loadStrings } from './load-strings';

/**
 * Switches to the signed-in reader's language before a signed-in page first renders, so a German
 * reader opening a link sees German at once rather than the English interface until the root's
 * effect has loaded the catalogue (docs/languages-units-themes.md#interface-strings). English is
 * already there (ensureFullCatalogue); a language already loaded costs no request.
 */
export async function readyReaderLanguage(
  services: Pick<AppServices, 'api' | 'store' | 'catalogue'>,
): Promise<void> {
  const { api, store, catalogue } = services;
  const language = store.get(userAtom)?.language;
  if (!language || language === DEFAULT_LANGUAGE || catalogue.getSnapshot().language === language) return;
  await switchLanguage(catalogue, language, (code) => loadStrings(api, code));
}
