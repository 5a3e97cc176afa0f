import type { TranslateValues } from '../form-theme/translate.ts';
import { numberExample } from './numberText.ts';
import type { NumberReading } from './numberText.ts';
import type { NumberStringKey } from './strings.ts';

/** A message of the number input: its catalogue key and the values of its placeholders. */
export interface NumberMessage {
  key: NumberStringKey;
  values?: TranslateValues;
}

/** "Enter a number, for example 1.234,5" (or a whole number), the example written in `locale`. */
export function notNumberMessage(locale: string, decimals: number | null): NumberMessage {
  return {
    key: decimals === 0 ? 'errors.notWholeNumber' : 'errors.notNumber',
    values: { example: numberExample(locale, decimals) },
  };
}

/** "Enter at most 2 decimal places"; a field of whole numbers asks for a whole number instead. */
export function decimalsMessage(locale: string, decimals: number): NumberMessage {
  if (decimals === 0) return notNumberMessage(locale, 0);
  return { key: 'errors.decimals', values: { count: decimals } };
}

/** Why a typed text was not taken as it stands; null when it reads as a number the field keeps. */
export function readingMessage(
  reading: NumberReading,
  locale: string,
  decimals: number | null,
): NumberMessage | null {
  switch (reading.kind) {
    case 'empty':
    case 'number':
      return null;
    case 'unreadable':
      return notNumberMessage(locale, decimals);
    case 'tooPrecise':
      return decimalsMessage(locale, reading.decimals);
    case 'negative':
      return { key: 'errors.noMinus' };
  }
}
