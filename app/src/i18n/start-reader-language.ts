import type { AppServices } from '../services';
import { userAtom } from '../session/atoms';
import { DEFAULT_LANGUAGE, switchLanguage } from './i18n';
import { loadStrings } from './load-strings';

/**
 * Starts loading the language the first screen will be shown in, when it is not English (whose
 * texts the first screens have bundled), as the entry runs and before React renders: the
 * signed-in reader's language from the session cookie, else a public page's `lang` parameter
 * (docs/languages-units-themes.md#interface-strings). The page's own switch joins this one request
 * instead of starting it once drawn (docs/engineering.md#first-visit).
 */
export function startReaderLanguage(
  services: Pick<AppServices, 'api' | 'store' | 'catalogue'>,
  search: string,
): void {
  const language = services.store.get(userAtom)?.language ?? new URLSearchParams(search).get('lang');
  if (!language || language === DEFAULT_LANGUAGE) return;
  void switchLanguage(services.catalogue, language, (code) => loadStrings(services.api, code));
}
