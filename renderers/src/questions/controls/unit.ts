import { facilityCurrency, unitSymbol } from '@oncourse/engine';
import type { Question, UnitSystem } from '@oncourse/engine';

/**
 * The unit shown after a figure: the engine's symbol in the answer's system (money in the
 * currency of the organisation's `country`, as the reader's locale writes it), or '%' for percentages.
 */
export function unitFor(
  question: Pick<Question, 'unitType' | 'fieldType'>,
  system: UnitSystem,
  locale = 'en-GB',
  country: string | null = null,
): string | null {
  if (question.unitType)
    return unitSymbol(question.unitType, system, locale, facilityCurrency(country, system));
  return question.fieldType === 'percentage' ? '%' : null;
}
