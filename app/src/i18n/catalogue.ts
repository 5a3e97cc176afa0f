// The locale entry alone: the engine's index would bring its shared chunk into the sign-in page.
import { formatMessage, regionalLocale, type MessageValues } from '@oncourse/engine/locale';

/** Values placed into a text's `{{name}}` placeholders and `{count, plural, …}` plurals. */
export type TextValues = MessageValues;

/** One language's strings: the flat `{ key: text }` map of fixtures/strings (docs/languages-units-themes.md#interface-strings). */
export type Strings = Record<string, string>;

/** What screens render from: the current language and a lookup bound to it; replaced on every change. */
export interface CatalogueSnapshot {
  language: string;
  /**
   * The regional locale every date, number and percentage is written in: the language as the
   * active facility's country writes it (en-GB: 25 November 2026; en-US: November 25, 2026; de-CH:
   * 1'234.5), the language's main country where it is not spoken there or no facility is active.
   */
  locale: string;
  t: (key: string, values?: TextValues) => string;
  /**
   * A text's placeholders and plurals filled with the current language's rules, for a text that
   * is not a key of the catalogue (the form theme's own English fallbacks).
   */
  fill: (text: string, values?: TextValues) => string;
  /** The text for `key`, or undefined when neither the language nor the fallback has it. */
  lookup: (key: string) => string | undefined;
}

/** The strings of every loaded language, one of them current; framework-free, React binds to it. */
export interface Catalogue {
  getSnapshot: () => CatalogueSnapshot;
  subscribe: (listener: () => void) => () => void;
  hasCatalogue: (language: string) => boolean;
  /** Merges strings into a language's catalogue; later strings win over earlier ones. */
  addCatalogue: (language: string, strings: Strings) => void;
  /** Fills keys the fallback language lacks; strings it already has (fresher, from the API) stay. */
  addFallbackStrings: (strings: Strings) => void;
  /** Makes `language` current; keys it lacks fall back to the fallback language. */
  setLanguage: (language: string) => void;
  /** The active facility's country (ISO 3166-1 alpha-2), or null: decides the regional locale. */
  setRegion: (countryCode: string | null) => void;
}

/**
 * Creates the catalogue with the fallback language's strings bundled, so the first screen renders
 * before any catalogue arrives (docs/languages-units-themes.md#interface-strings: default language en); a missing text falls back to the
 * fallback language, then to the key itself.
 */
export function createCatalogue(fallbackLanguage: string, fallbackStrings: Strings): Catalogue {
  const catalogues = new Map<string, Strings>([[fallbackLanguage, { ...fallbackStrings }]]);
  const listeners = new Set<() => void>();
  let language = fallbackLanguage;
  let region: string | null = null;

  const buildSnapshot = (): CatalogueSnapshot => {
    const current = catalogues.get(language);
    const fallback = catalogues.get(fallbackLanguage);
    const lookup = (key: string) => current?.[key] ?? fallback?.[key];
    const locale = regionalLocale(language, region);
    const fill = (text: string, values?: TextValues) => formatMessage(text, values, locale);
    return {
      language,
      locale,
      lookup,
      fill,
      t: (key, values) => fill(lookup(key) ?? key, values),
    };
  };
  let snapshot = buildSnapshot();

  // A new snapshot (and so a new `t`) tells memoised consumers that texts may have changed.
  const changed = () => {
    snapshot = buildSnapshot();
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hasCatalogue: (code) => catalogues.has(code),
    addCatalogue: (code, strings) => {
      catalogues.set(code, { ...catalogues.get(code), ...strings });
      // Only the current language and the fallback can change what is on screen.
      if (code === language || code === fallbackLanguage) changed();
    },
    addFallbackStrings: (strings) => {
      catalogues.set(fallbackLanguage, { ...strings, ...catalogues.get(fallbackLanguage) });
      changed();
    },
    setLanguage: (code) => {
      if (code === language) return;
      language = code;
      changed();
    },
    setRegion: (countryCode) => {
      if (countryCode === region) return;
      region = countryCode;
      changed();
    },
  };
}
