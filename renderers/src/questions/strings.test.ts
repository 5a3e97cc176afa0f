import de from '@oncourse/fixtures/strings/de.json';
import en from '@oncourse/fixtures/strings/en.json';
import { MESSAGES } from '@oncourse/engine';
import { describe, expect, it } from 'vitest';

import { errorMessage, QUESTION_STRINGS } from './strings.ts';

const catalogues: Record<string, Record<string, string>> = { en, de };

describe('question renderer strings', () => {
  it('are in every catalogue', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const missing = Object.keys(QUESTION_STRINGS).filter((key) => !(key in catalogue));
      expect(missing, language).toEqual([]);
    }
  });

  it('keep the English of the catalogue, so the spec’s messages read the same with or without it', () => {
    for (const [key, text] of Object.entries(QUESTION_STRINGS))
      expect((en as Record<string, string>)[key], key).toBe(text);
  });

  it('translate every engine message', () => {
    const german = (key: string, fallback?: string) => (de as Record<string, string>)[key] ?? fallback ?? key;
    expect(errorMessage(german, { message: MESSAGES.required })).toBe('bitte ausfüllen');
    for (const message of Object.values(MESSAGES))
      expect(errorMessage(german, { message })).not.toBe(message);
  });
});
