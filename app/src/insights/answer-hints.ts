import { formatNumber } from '@oncourse/engine/locale';
import {
  plausibility,
  PLAUSIBILITY_QUESTIONS,
  validateAnswer,
  type Answer,
  type AnswerMap,
  type Question,
  type UnitSystem,
} from '@oncourse/engine';
import { errorMessage } from '@oncourse/renderers/questions';
import { anomalyHint } from './anomaly-hint';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface AnswerHintInputs {
  unitSystem: UnitSystem;
  /** The regional locale figures are written in (the catalogue's `locale`). */
  locale: string;
  t: Translate;
  /** The catalogue lookup the renderers use, for the engine's error messages. */
  text: (key: string, fallback?: string) => string;
  today: string;
  /** The answers as saved: a saved value beyond today's ranges is flagged, not refused. */
  saved: AnswerMap;
  /** Annual data: last year's answers (the year-over-year hint). */
  lastYear?: AnswerMap | undefined;
  /** Annual data: this year's answers as they stand, and the site's hectares (plausibility). */
  year?: { current: () => AnswerMap; siteHectares: number | null } | undefined;
}

const sameContent = (a: Answer, b: Answer) =>
  a.value === b.value &&
  JSON.stringify(a.rows) === JSON.stringify(b.rows) &&
  JSON.stringify(a.nestedValues) === JSON.stringify(b.nestedValues);

const metricQuestions = new Set<number>(Object.values(PLAUSIBILITY_QUESTIONS));

/**
 * The renderers' non-blocking `hint` under a question (docs/annual-data.md#input-rules): a saved value beyond the ranges
 * (kept, readable, and said so until corrected), last year's anomaly, and a main annual figure per
 * hectare far above what golf facilities use, with the figure that made it fire.
 */
export function answerHints(inputs: AnswerHintInputs): (question: Question, answer: Answer) => string | null {
  const { t, text, locale, unitSystem } = inputs;
  const format = { format: (value: number) => formatNumber(value, locale, { maxDecimals: 0 }) };
  const anomaly = inputs.lastYear && anomalyHint(inputs.lastYear, unitSystem, t, locale);

  const outOfRange = (question: Question, answer: Answer): string | null => {
    const saved = inputs.saved[question.id];
    if (!saved || !sameContent(saved, answer)) return null;
    const broken = validateAnswer(question, saved, { today: inputs.today, unitSystem }).find(
      (error) => error.code === 'ABOVE_MAX_VALUE' || error.code === 'BELOW_MIN_VALUE',
    );
    return broken ? t('insights.savedOutOfRange', { message: errorMessage(text, broken, locale) }) : null;
  };

  const implausible = (question: Question): string | null => {
    if (!inputs.year || !metricQuestions.has(question.id)) return null;
    const hints = plausibility(inputs.year.current(), { siteHectares: inputs.year.siteHectares }, unitSystem)
      .filter((hint) => PLAUSIBILITY_QUESTIONS[hint.metric] === question.id)
      .map((hint) =>
        t('insights.plausibility.high', {
          metric: t(`insights.plausibility.metric.${hint.metric}`),
          value: `${format.format(hint.perArea)} ${hint.unit}`,
          typical: `${format.format(hint.high)} ${hint.unit}`,
          area: hint.areaUnit,
        }),
      );
    return hints.length > 0 ? hints.join(' ') : null;
  };

  return (question, answer) => {
    const parts = [
      outOfRange(question, answer),
      anomaly ? anomaly(question, answer) : null,
      implausible(question),
    ];
    const shown = parts.filter((part): part is string => part !== null);
    return shown.length > 0 ? shown.join(' ') : null;
  };
}
