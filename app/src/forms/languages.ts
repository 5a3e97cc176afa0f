import { LANGUAGE_KEYS } from '../routing/search';
import { LANGUAGE_NAMES } from './language-names';
import { option } from './form-config';

/** A language the user can pick: its key and the name shown. */
export interface LanguageChoice {
  key: string;
  name: string;
}

/** The built-in list, used until (or when) the supported-languages call answers. */
export const DEFAULT_LANGUAGES: LanguageChoice[] = LANGUAGE_KEYS.map((key) => ({
  key,
  name: LANGUAGE_NAMES[key],
}));

/** Language options without zu, which exists but is not offered (docs/languages-units-themes.md#languages). */
export function languageOptions(languages: readonly LanguageChoice[]) {
  return languages
    .filter((language) => language.key !== 'zu')
    .map((language) => option(language.key, language.name));
}
