import { describe, expect, it } from 'vitest';
import languages from '@oncourse/fixtures/languages.json' with { type: 'json' };
import { INTERFACE_LANGUAGES, LANGUAGE_KEYS, OFFERED_LANGUAGES, isLanguageKey, regionalLocale } from './index.ts';

describe('the engine’s languages', () => {
  it('are fixtures/languages.json, as npm run generate copies it', () => {
    expect(LANGUAGE_KEYS).toEqual(languages.map((language) => language.key));
    expect(OFFERED_LANGUAGES).toEqual(languages.filter((l) => l.inSettings).map((l) => l.key));
    expect(INTERFACE_LANGUAGES).toEqual(languages.filter((l) => l.catalogue).map((l) => l.key));
  });

  it('give every listed language its main country’s locale, and its country’s where it is national', () => {
    for (const language of languages) {
      expect(isLanguageKey(language.key)).toBe(true);
      expect(regionalLocale(language.key, null)).toBe(`${language.key}-${language.countryCode}`);
      for (const country of language.nationalIn) {
        expect(regionalLocale(language.key, country)).toBe(`${language.key}-${country}`);
      }
    }
    expect(isLanguageKey('xx')).toBe(false);
    expect(regionalLocale('xx', 'DE')).toBe('xx');
  });
});
