import { formatNumber } from '@oncourse/engine/locale';
import {
  answerAnomaly,
  unitLabel,
  type Answer,
  type AnswerMap,
  type Question,
  type UnitSystem,
} from '@oncourse/engine';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The renderers' optional `hint` for an annual-data year (docs/annual-data.md#behaviour): the engine's anomaly rule
 * against last year's answer, as a 'please check this value' text with last year's figure.
 */
export function anomalyHint(
  lastYear: AnswerMap,
  unitSystem: UnitSystem,
  t: Translate,
  locale: string,
): (question: Question, answer: Answer) => string | null {
  const format = { format: (value: number) => formatNumber(value, locale) };
  return (question, answer) => {
    const hint = answerAnomaly(
      question,
      answer.value,
      answer.unitMeasurementType ?? unitSystem,
      lastYear[question.id],
    );
    if (!hint) return null;
    const system = answer.unitMeasurementType ?? unitSystem;
    const unit =
      question.unitType && question.unitType !== 'currency' ? ` ${unitLabel(question.unitType, system)}` : '';
    return t(`insights.anomaly.${hint.reason}`, {
      lastYear: hint.lastYear === null ? '' : `${format.format(hint.lastYear)}${unit}`,
    });
  };
}
