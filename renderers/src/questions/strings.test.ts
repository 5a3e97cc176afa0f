import de from '@oncourse/fixtures/strings/de.json';
import en from '@oncourse/fixtures/strings/en.json';
import { MESSAGES, validateAnswer, emptyAnswer } from '@oncourse/engine';
import { question } from '@oncourse/engine/testing';
import { describe, expect, it } from 'vitest';

import { errorMessage, formatLimit, QUESTION_STRINGS } from './strings.ts';

const catalogues: Record<string, Record<string, string>> = { en, de };

describe('question renderer strings', () => {
  it('are in every catalogue', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const missing = Object.keys(QUESTION_STRINGS).filter((key) => !(key in catalogue));
      expect(missing, language).toEqual([]);
    }
  });

  it('keep the English of the catalogue, so the catalogue’s messages read the same with or without it', () => {
    for (const [key, text] of Object.entries(QUESTION_STRINGS))
      expect((en as Record<string, string>)[key], key).toBe(text);
  });

  it('translate every engine message', () => {
    const german = (key: string, fallback?: string) => (de as Record<string, string>)[key] ?? fallback ?? key;
    expect(errorMessage(german, { message: MESSAGES.required })).toBe('Füllen Sie diese Antwort aus');
    for (const message of Object.values(MESSAGES))
      expect(errorMessage(german, { message })).not.toBe(message);
  });

  it('say a range error with its limit in the reader’s language', () => {
    const german = (key: string, fallback?: string) => (de as Record<string, string>)[key] ?? fallback ?? key;
    const electricity = question({ id: 15009, fieldType: 'number', unitType: 'electricity' });
    const [error] = validateAnswer(
      electricity,
      { ...emptyAnswer(), value: 1e20, unitMeasurementType: 'metric' },
      { today: '2025-06-15' },
    );
    expect(error?.message).toBe('Enter at most 100,000,000 kWh');
    // Written the way the app's locale writes figures, whatever the browser's own language.
    expect(errorMessage(german, error!, 'de-DE')).toBe('Geben Sie höchstens 100.000.000 kWh ein');
    expect(formatLimit({ value: 4942.1, unit: 'ac' }, 'de-DE')).toBe('4.942,1 ac');
    expect(formatLimit({ value: 4942.1, unit: 'ac' }, 'en-GB')).toBe('4,942.1 ac');
  });
});
