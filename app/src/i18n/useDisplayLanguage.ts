import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useServices } from '../services';
import { userAtom } from '../session/atoms';
import { DEFAULT_LANGUAGE, switchLanguage } from './i18n';
import { BUNDLED_GROUPS } from './bundled-groups';
import { loadStrings } from './load-strings';

/**
 * Shows the app in the signed-in user's language, or the `lang` parameter on public pages
 * (docs/languages-units-themes.md#interface-strings), loading that catalogue from the API.
 */
export function useDisplayLanguage(lang: string | undefined): void {
  const { api, catalogue } = useServices();
  const user = useAtomValue(userAtom);
  const signedIn = Boolean(user);
  const language = user?.language ?? lang ?? DEFAULT_LANGUAGE;
  useEffect(() => {
    let wanted = true;
    // Signed out, English is refreshed only where the pages bundle it (bundled-groups.ts): the whole
    // catalogue is five times the bytes, on a first visit's slow network. Signing in asks for the rest.
    const groups = signedIn || language !== DEFAULT_LANGUAGE ? undefined : BUNDLED_GROUPS;
    void switchLanguage(
      catalogue,
      language,
      (code) => loadStrings(api, code, groups),
      () => wanted,
    );
    return () => {
      wanted = false;
    };
  }, [api, catalogue, language, signedIn]);
}
