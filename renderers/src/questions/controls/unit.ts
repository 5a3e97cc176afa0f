import { unitSymbol } from '@oncourse/engine';
import type { Question, UnitSystem } from '@oncourse/engine';

/**
 * The unit shown after a figure: the engine's symbol in the answer's system (money as the reader's
 * locale writes the currency), or '%' for percentages.
 */
export function unitFor(
  question: Pick<Question, 'unitType' | 'fieldType'>,
  system: UnitSystem,
  locale = 'en-GB',
): string | null {
  if (question.unitType) return unitSymbol(question.unitType, system, locale);
  return question.fieldType === 'percentage' ? '%' : null;
}
