import type {
  Footprint,
  FootprintTotals,
  QuestionSet,
  Readiness,
  ReadinessQuestion,
  UnitSystem,
} from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';

type QuestionLink = Schemas['InsightQuestionLink'];

/** Where each question of a set is, to link to it (the first place it appears). */
function questionPlaces(set: QuestionSet): Map<number, QuestionLink> {
  const places = new Map<number, QuestionLink>();
  for (const section of set.sections)
    for (const subsection of section.subsections)
      for (const fieldSet of subsection.fieldSets)
        for (const question of fieldSet.questions)
          if (!places.has(question.id))
            places.set(question.id, {
              questionId: question.id,
              title: question.title,
              questionSetId: set.id,
              sectionId: section.id,
              sectionSlug: section.slug,
              subsectionId: subsection.id,
              fieldSetId: fieldSet.id,
            });
  return places;
}

const totals = (totals: FootprintTotals): Schemas['FootprintTotals'] => ({
  total: totals.total,
  scope1: totals.scope1,
  scope2: totals.scope2,
  scope3: totals.scope3,
  perHole: totals.perHole,
  perHectare: totals.perHectare,
});

/** A year's footprint totals, for the chart of every year (docs/insights.md#screens). */
export function presentFootprintYear(footprint: Footprint): Schemas['FootprintYear'] {
  return {
    year: footprint.year,
    headline: footprint.headline,
    location: totals(footprint.location),
    market: totals(footprint.market),
    final: footprint.missing.length === 0,
  };
}

/**
 * The engine's footprint in the contract's words: both Scope 2 methods, each line with its whole
 * published factor, and the missing and flagged questions as links to where they are answered.
 */
export function presentFootprint(
  footprint: Footprint,
  set: QuestionSet,
  unitSystem: UnitSystem,
): Schemas['CarbonFootprint'] {
  const places = questionPlaces(set);
  return {
    year: footprint.year,
    editionId: footprint.editionId,
    factorVersion: footprint.factorVersion,
    unitSystem,
    headline: footprint.headline,
    location: totals(footprint.location),
    market: totals(footprint.market),
    wellToTankIncluded: footprint.wellToTankIncluded,
    lines: footprint.lines.map((line) => ({
      key: line.key,
      scope: line.scope,
      method: line.method ?? null,
      category: line.category ?? null,
      amount: line.amount,
      amountUnit: line.amountUnit,
      facilityAmount: line.facilityAmount ?? null,
      tonnes: line.tonnes,
      factor: {
        value: line.factor.value,
        unit: line.factor.unit,
        gas: line.factor.gas,
        scope: line.factor.scope,
        year: line.factor.year,
        source: line.factor.source,
        table: line.factor.table,
        row: line.factor.row,
        provenance: line.factor.provenance,
      },
      detail: line.detail ?? null,
      notes: line.notes,
    })),
    notes: footprint.notes,
    missing: footprint.missing.flatMap((id) => places.get(id) ?? []),
    flagged: footprint.flagged.flatMap(({ questionId, note }) => {
      const question = places.get(questionId);
      return question ? [{ question, note }] : [];
    }),
  };
}

export function presentReadiness(
  readiness: Readiness,
  sets: readonly QuestionSet[],
  annualDataYear: number | null,
): Schemas['CertificationReadiness'] {
  const places = new Map(sets.flatMap((set) => [...questionPlaces(set)]));
  const link = (question: ReadinessQuestion): QuestionLink[] => {
    const place = places.get(question.id);
    return place ? [place] : [];
  };
  return {
    percent: readiness.percent,
    required: readiness.required,
    ready: readiness.ready,
    annualDataYear,
    sections: readiness.sections.map((section) => {
      const set = sets.find((candidate) => candidate.id === section.questionSetId)!;
      return {
        questionSetId: set.id,
        questionSetSlug: set.slug,
        questionSetTitle: set.title,
        kind: set.kind,
        sectionId: section.sectionId,
        slug: section.slug,
        title: section.title,
        required: section.required,
        ready: section.ready,
        missing: section.missing.flatMap(link),
        savedForLater: section.savedForLater.flatMap(link),
      };
    }),
  };
}
