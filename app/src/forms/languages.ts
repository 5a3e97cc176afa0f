import { LANGUAGE_KEYS, OFFERED_LANGUAGES } from '@oncourse/engine/locale';
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
  name: LANGUAGE_NAMES[key] ?? key,
}));

/**
 * The languages offered as options: those fixtures/languages.json marks `inSettings` (zu exists
 * but is not offered, docs/languages-units-themes.md#languages).
 */
export function languageOptions(languages: readonly LanguageChoice[]) {
  return languages
    .filter((language) => OFFERED_LANGUAGES.includes(language.key))
    .map((language) => option(language.key, language.name));
}
