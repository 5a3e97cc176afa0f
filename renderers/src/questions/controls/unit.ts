import { facilityCurrency, unitSymbol } from '@oncourse/engine';
import type { Question, UnitSystem } from '@oncourse/engine';

/**
 * The unit shown after a figure: the engine's symbol in the answer's system (money in the
 * organisation's `currency`, else its `country`'s, as the reader's locale writes it), or '%' for percentages.
 */
export function unitFor(
  question: Pick<Question, 'unitType' | 'fieldType'>,
  system: UnitSystem,
  locale = 'en-GB',
  country: string | null = null,
  currency?: string,
): string | null {
  if (question.unitType)
    return unitSymbol(question.unitType, system, locale, facilityCurrency(country, system, currency));
  return question.fieldType === 'percentage' ? '%' : null;
}
