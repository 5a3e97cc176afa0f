import { LANGUAGE_LIST } from './languages.gen.ts';

/**
 * What the product knows of a language, from the one list (fixtures/languages.json, copied here by
 * `npm run generate`; docs/engineering.md#words-and-formats).
 */
export interface LanguageFacts {
  /** Its code: en, de, … */
  key: string;
  /** Its main country: a reader keeps its conventions where the facility's country does not speak it. */
  countryCode: string;
  /** The countries where it is a national language: a facility there reads it that country's way. */
  nationalIn: readonly string[];
  /** Whether the interface is translated in it (fixtures/strings/<key>.json). */
  catalogue: boolean;
  /** Whether language lists offer it (zu exists but is not offered, docs/languages-units-themes.md#languages). */
  inSettings: boolean;
}

/** Every language, in the list's order. */
export const LANGUAGE_FACTS: readonly LanguageFacts[] = LANGUAGE_LIST;

/** Every language code the product knows; a `lang` outside this list is ignored. */
export const LANGUAGE_KEYS: readonly string[] = LANGUAGE_FACTS.map((language) => language.key);

/** The languages offered to choose from. */
export const OFFERED_LANGUAGES: readonly string[] = LANGUAGE_FACTS.filter((language) => language.inSettings).map(
  (language) => language.key,
);

/** The languages the interface is translated in: a switch of the interface offers these. */
export const INTERFACE_LANGUAGES: readonly string[] = LANGUAGE_FACTS.filter((language) => language.catalogue).map(
  (language) => language.key,
);

/** Whether `value` is a language code the product knows. */
export function isLanguageKey(value: unknown): value is string {
  return typeof value === 'string' && LANGUAGE_KEYS.includes(value);
}

const byKey = new Map(LANGUAGE_FACTS.map((language) => [language.key, language]));

/**
 * The regional locale (BCP 47) every date, number and percentage is formatted with: the display
 * language in the facility's country where the language is spoken there, else in the language's
 * main country, so an English-speaking manager in Germany reads British English, not a
 * German-English hybrid, and a facility in Switzerland reads de-CH. One rule for the app's screens,
 * the renderers and the server's PDF and e-mails.
 */
export function regionalLocale(language: string, countryCode?: string | null): string {
  const base = language.split('-')[0]!.toLowerCase();
  const facts = byKey.get(base);
  if (!facts) return language;
  const country = countryCode?.toUpperCase();
  if (country && facts.nationalIn.includes(country)) return `${base}-${country}`;
  return `${base}-${facts.countryCode}`;
}
