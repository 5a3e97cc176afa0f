import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useServices } from '../services';
import { userAtom } from '../session/atoms';
import { DEFAULT_LANGUAGE, switchLanguage } from './i18n';
import { loadStrings } from './load-strings';

/**
 * Shows the app in the signed-in user's language, or the `lang` parameter on public pages
 * (docs/languages-units-themes.md#interface-strings), loading that catalogue from the API.
 */
export function useDisplayLanguage(lang: string | undefined): void {
  const { api, catalogue } = useServices();
  const userLanguage = useAtomValue(userAtom)?.language;
  const language = userLanguage ?? lang ?? DEFAULT_LANGUAGE;
  useEffect(() => {
    let wanted = true;
    void switchLanguage(
      catalogue,
      language,
      (code) => loadStrings(api, code),
      () => wanted,
    );
    return () => {
      wanted = false;
    };
  }, [api, catalogue, language]);
}
