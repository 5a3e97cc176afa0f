import { unitLabel } from '@oncourse/engine';
import type { Question, UnitSystem } from '@oncourse/engine';

/** The unit shown after a figure: the engine's label in the answer's system, or '%' for percentages. */
export function unitFor(
  question: Pick<Question, 'unitType' | 'fieldType'>,
  system: UnitSystem,
): string | null {
  if (question.unitType) return unitLabel(question.unitType, system);
  return question.fieldType === 'percentage' ? '%' : null;
}
