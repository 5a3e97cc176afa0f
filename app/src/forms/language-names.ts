import languages from '@oncourse/fixtures/languages.json' with { type: 'json' };

/**
 * Each language of fixtures/languages.json under its own name, as language pickers conventionally
 * show them (docs/engineering.md#words-and-formats: the list is the one place a language is named).
 */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  languages.map((language) => [language.key, language.language]),
);

export { OFFERED_LANGUAGES, INTERFACE_LANGUAGES } from '@oncourse/engine/locale';
