import { LANGUAGE_KEYS, type LanguageKey } from '../routing/search';

/** Each language under its own name, as language pickers conventionally show them. */
export const LANGUAGE_NAMES: Record<LanguageKey, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  sv: 'Svenska',
  da: 'Dansk',
  pt: 'Português',
  ja: '日本語',
  zu: 'isiZulu',
};

/** The languages offered to choose from: all but Zulu (docs/languages-units-themes.md#languages). */
export const OFFERED_LANGUAGES: readonly LanguageKey[] = LANGUAGE_KEYS.filter((key) => key !== 'zu');

/**
 * The seven languages the interface is translated in (docs/languages-units-themes.md#interface-strings):
 * a switch of the interface's language offers these, where another would show English text.
 */
export const INTERFACE_LANGUAGES: readonly LanguageKey[] = ['en', 'de', 'fr', 'es', 'it', 'nl', 'sv'];
