import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGES, type LanguageChoice } from '../forms/languages';
import { useApi } from '../services';

/** The supported languages under their own names; the built-in list until the server answers. */
export function useLanguages(): LanguageChoice[] {
  const api = useApi();
  const [languages, setLanguages] = useState<LanguageChoice[]>(DEFAULT_LANGUAGES);
  useEffect(() => {
    let live = true;
    api
      .GET('/api/language/supported-languages')
      .then(({ data }) => {
        if (live && data && data.data.length > 0) {
          setLanguages(
            data.data.map((language) => ({ key: language.key, name: language.language || language.value })),
          );
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return languages;
}
