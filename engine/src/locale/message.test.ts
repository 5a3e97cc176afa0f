import { describe, expect, it } from 'vitest';
import { formatMessage } from './index.ts';

const remaining = '{count, plural, one {# character remaining} other {# characters remaining}}';
const french = '{count, plural, one {# caractère restant} other {# caractères restants}}';

describe('formatMessage', () => {
  it('fills placeholders and leaves one without a value as written', () => {
    expect(formatMessage('Hello {{name}}, {{ missing }}', { name: 'Ann' })).toBe('Hello Ann, {{ missing }}');
  });

  it('says one and several in English, with 0 as several', () => {
    expect(formatMessage(remaining, { count: 1 }, 'en-GB')).toBe('1 character remaining');
    expect(formatMessage(remaining, { count: 0 }, 'en-GB')).toBe('0 characters remaining');
    expect(formatMessage(remaining, { count: 2 }, 'en-GB')).toBe('2 characters remaining');
  });

  it('says 0 and 1 in the singular in French, as French does', () => {
    expect(formatMessage(french, { count: 0 }, 'fr-FR')).toBe('0 caractère restant');
    expect(formatMessage(french, { count: 1 }, 'fr-FR')).toBe('1 caractère restant');
    expect(formatMessage(french, { count: 2 }, 'fr-FR')).toBe('2 caractères restants');
  });

  it('prefers an exact =n branch and writes # as the locale writes the number', () => {
    const notes = '{count, plural, =0 {No notes} one {# note} other {# notes}} on “{{title}}”';
    expect(formatMessage(notes, { count: 0, title: 'Water' }, 'en-GB')).toBe('No notes on “Water”');
    expect(formatMessage(notes, { count: 1234, title: 'Water' }, 'de-DE')).toBe('1.234 notes on “Water”');
  });

  it('takes the language’s own categories (few and many in Polish)', () => {
    const polish = '{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}';
    expect([1, 3, 5, 22].map((n) => formatMessage(polish, { n }, 'pl'))).toEqual([
      '1 plik',
      '3 pliki',
      '5 plików',
      '22 pliki',
    ]);
  });

  it('leaves a plural without its number as written, so the gap shows', () => {
    expect(formatMessage(remaining, {}, 'en-GB')).toBe(remaining);
  });
});
