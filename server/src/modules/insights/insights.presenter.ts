import {
  footprintTotalsView,
  footprintView,
  questionLinks,
  type Footprint,
  type FootprintTotals,
  type QuestionSet,
  type Readiness,
  type ReadinessQuestion,
  type UnitSystem,
} from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';

const totals = (of: FootprintTotals): Schemas['FootprintTotals'] => footprintTotalsView(of);

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
  return footprintView(footprint, set, unitSystem);
}

export function presentReadiness(
  readiness: Readiness,
  sets: readonly QuestionSet[],
  annualDataYear: number | null,
): Schemas['CertificationReadiness'] {
  const places = new Map(sets.flatMap((set) => [...questionLinks(set)]));
  const link = (question: ReadinessQuestion): Schemas['InsightQuestionLink'][] => {
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
