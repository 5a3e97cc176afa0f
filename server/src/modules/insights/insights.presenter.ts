import type {
  Footprint,
  FootprintSourceKey,
  QuestionSet,
  Readiness,
  ReadinessQuestion,
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

const AMOUNT_UNITS: Record<FootprintSourceKey, string> = {
  diesel: 'litres',
  petrol: 'litres',
  gasOil: 'litres',
  lpg: 'litres',
  naturalGas: 'kWh',
  electricity: 'kWh',
  fertiliserN2O: 'kg N',
  waterSupply: 'm³',
  waterTreatment: 'm³',
  waste: 't',
};

export function presentFootprint(footprint: Footprint, set: QuestionSet): Schemas['CarbonFootprint'] {
  const places = questionPlaces(set);
  return {
    year: footprint.year,
    tableId: footprint.tableId,
    factorVersion: footprint.factorVersion,
    totalTonnes: footprint.totalTonnes,
    scope1: footprint.scopes[1],
    scope2: footprint.scopes[2],
    scope3: footprint.scopes[3],
    perHole: footprint.perHole,
    perHectare: footprint.perHectare,
    sources: footprint.sources.map((source) => ({
      key: source.key,
      scope: source.scope,
      amount: source.amount,
      amountUnit: AMOUNT_UNITS[source.key],
      tonnes: source.tonnes,
      factor: {
        value: source.factor.value,
        unit: source.factor.unit,
        year: source.factor.year,
        source: source.factor.source,
      },
      detail: source.detail ?? null,
    })),
    missing: footprint.missing.flatMap((id) => places.get(id) ?? []),
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
