// What programme staff look at before returning or assigning a case (docs/certification.md#desk-review-checks):
// the engine's own rules over the submitted review period, each turned into a check staff can read.
import type { AnswerMap } from '../group-state.ts';
import { answerAnomaly } from '../insights/anomaly.ts';
import type { Footprint, FootprintNote } from '../insights/footprint-types.ts';
import { plausibility, PLAUSIBILITY_QUESTIONS } from '../insights/plausibility.ts';
import type { QuestionSet, UnitSystem } from '../model.ts';
import { scopeQuestions } from '../scope.ts';
import type { ApplicationGap } from './rules.ts';

export type DeskReviewCheckKind =
  'completeness' | 'plausibility' | 'year-change' | 'footprint-note' | 'data-quality' | 'evidence';

/** One thing staff check: ok, or worth their attention, with an interface string's key and its values. */
export interface DeskReviewCheck {
  kind: DeskReviewCheckKind;
  level: 'ok' | 'attention';
  key: string;
  values: Record<string, string | number>;
  questionId: number | null;
}

export interface DeskReviewFacts {
  /** What the readiness rule finds missing now (`applicationGaps`). */
  gaps: readonly ApplicationGap[];
  /** The submitted annual-data year, null when the case has none to read. */
  year: {
    set: Pick<QuestionSet, 'sections'>;
    answers: AnswerMap;
    /** The year before's answers, null when there is no such year. */
    lastYear: AnswerMap | null;
    unitSystem: UnitSystem;
    siteHectares: number | null;
  } | null;
  /** The notes the year's footprint reports (factors standing in, an older edition …). */
  footprintNotes: readonly FootprintNote[];
  /** The year's footprint lines and the share of its total resting on measured data; absent without a year. */
  footprint?: Pick<Footprint, 'lines' | 'dataQuality'>;
  /** The verifier's evidence requests and whether a reply brought a document. */
  evidenceRequests: readonly { questionId: number; text: string; documented: boolean }[];
}

const check = (
  kind: DeskReviewCheckKind,
  level: DeskReviewCheck['level'],
  key: string,
  values: DeskReviewCheck['values'] = {},
  questionId: number | null = null,
): DeskReviewCheck => ({ kind, level, key, values, questionId });

/** The kind's findings, or one "ok" check saying there were none. */
const orOk = (kind: DeskReviewCheckKind, okKey: string, found: DeskReviewCheck[]) =>
  found.length > 0 ? found : [check(kind, 'ok', okKey)];

function completeness(gaps: DeskReviewFacts['gaps']): DeskReviewCheck[] {
  return orOk(
    'completeness',
    'programme.checks.completeness.ok',
    gaps.map((gap) => {
      switch (gap.kind) {
        case 'question':
          return check(
            'completeness',
            'attention',
            'programme.checks.completeness.question',
            { title: gap.title },
            gap.questionId,
          );
        case 'no-annual-data':
          return check('completeness', 'attention', 'programme.checks.completeness.noAnnualData');
        case 'footprint-not-final':
          return check('completeness', 'attention', 'programme.checks.completeness.footprintNotFinal', {
            year: gap.year,
          });
      }
    }),
  );
}

function plausible(year: NonNullable<DeskReviewFacts['year']>): DeskReviewCheck[] {
  const hints = plausibility(year.answers, { siteHectares: year.siteHectares }, year.unitSystem);
  return orOk(
    'plausibility',
    'programme.checks.plausibility.ok',
    hints.map((hint) =>
      check(
        'plausibility',
        'attention',
        'programme.checks.plausibility.high',
        {
          metric: hint.metric,
          perArea: Math.round(hint.perArea),
          high: Math.round(hint.high),
          unit: hint.unit,
          area: hint.areaUnit,
        },
        PLAUSIBILITY_QUESTIONS[hint.metric],
      ),
    ),
  );
}

function yearOverYear(year: NonNullable<DeskReviewFacts['year']>): DeskReviewCheck[] {
  if (year.lastYear === null)
    return [check('year-change', 'ok', 'programme.checks.yearChange.noPreviousYear')];
  const found: DeskReviewCheck[] = [];
  for (const question of scopeQuestions(year.set)) {
    const answer = year.answers[question.id];
    if (!answer) continue;
    const system = answer.unitMeasurementType ?? year.unitSystem;
    const hint = answerAnomaly(question, answer.value, system, year.lastYear[question.id]);
    if (!hint) continue;
    found.push(
      check(
        'year-change',
        'attention',
        `programme.checks.yearChange.${hint.reason}`,
        {
          title: question.title,
          value: String(answer.value),
          lastYear: hint.lastYear === null ? '' : hint.lastYear,
        },
        question.id,
      ),
    );
  }
  return orOk('year-change', 'programme.checks.yearChange.ok', found);
}

/**
 * Notes that describe the method, not the club's data: every European residual mix counts CO2 only,
 * and therms from hundreds of cubic feet are a fixed conversion. Listing them for every case would
 * bury the notes that need a look (docs/certification.md#desk-review-checks).
 */
const METHOD_NOTES: ReadonlySet<FootprintNote> = new Set(['co2Only', 'naturalGasFromCcf']);

/**
 * What the footprint's figures rest on (docs/carbon-method.md#data-quality): the share of the total
 * resting on measured data, then each source counted from estimated or spend-based figures, once
 * (both Scope 2 lines and the well-to-tank lines rest on the figure of their source).
 */
function dataQuality(footprint: NonNullable<DeskReviewFacts['footprint']>): DeskReviewCheck[] {
  const share = footprint.dataQuality.measuredShare;
  if (share === null) return [];
  const weak = new Map<string, DeskReviewCheck>();
  for (const line of footprint.lines) {
    if (line.quality !== 'estimated' && line.quality !== 'spend') continue;
    if (line.key.startsWith('wellToTank:') || line.category === 3 || weak.has(line.key)) continue;
    weak.set(
      line.key,
      check(
        'data-quality',
        'attention',
        `programme.checks.dataQuality.${line.quality}`,
        { source: line.key },
        line.questionIds[0] ?? null,
      ),
    );
  }
  return [
    check('data-quality', 'ok', 'programme.checks.dataQuality.share', { percent: Math.round(share * 100) }),
    ...weak.values(),
  ];
}

/**
 * The desk-review checks of a case, in a fixed order (docs/certification.md#desk-review-checks):
 * completeness by the readiness rule, the plausibility and year-over-year hints of the submitted
 * year, the footprint's notes and what its figures rest on, and evidence requested but not yet given. Each kind says "ok" once
 * when it finds nothing, so staff see it was looked at.
 */
export function deskReviewChecks(facts: DeskReviewFacts): DeskReviewCheck[] {
  const yearChecks = facts.year ? [...plausible(facts.year), ...yearOverYear(facts.year)] : [];
  const notes = [...new Set(facts.footprintNotes)]
    .filter((note) => !METHOD_NOTES.has(note))
    .map((note) => check('footprint-note', 'attention', `programme.checks.footprint.${note}`));
  const evidence = facts.evidenceRequests
    .filter((request) => !request.documented)
    .map((request) =>
      check(
        'evidence',
        'attention',
        'programme.checks.evidence.missing',
        { text: request.text },
        request.questionId,
      ),
    );
  return [
    ...completeness(facts.gaps),
    ...yearChecks,
    ...(facts.year ? orOk('footprint-note', 'programme.checks.footprint.ok', notes) : notes),
    ...(facts.year && facts.footprint ? dataQuality(facts.footprint) : []),
    ...orOk('evidence', 'programme.checks.evidence.ok', evidence),
  ];
}
