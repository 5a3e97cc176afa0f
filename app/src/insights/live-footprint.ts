import {
  footprint,
  type AnswerMap,
  type EmissionFactorData,
  type FootprintTotals,
  type QuestionSet,
} from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { CarbonFootprint, QuestionLink } from './load-insights';

export type FootprintBasis = Schemas['FootprintBasis'];

/** Where each question of a set is, to link to it (the first place it appears), as the server names it. */
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

const totals = (totals: FootprintTotals): CarbonFootprint['market'] => ({
  total: totals.total,
  scope1: totals.scope1,
  scope2: totals.scope2,
  scope3: totals.scope3,
  perHole: totals.perHole,
  perHectare: totals.perHectare,
});

/**
 * The footprint of answers not saved yet, by the engine's one footprint rule over the factors the
 * server sent for the year (docs/carbon-method.md), in the contract's shape the footprint panel
 * shows: the figure the server gives once they are saved.
 */
export function liveFootprint(
  basis: FootprintBasis,
  answers: AnswerMap,
  questionSet: QuestionSet,
  includeWellToTank: boolean,
): CarbonFootprint {
  const { factors, ...input } = basis;
  // The contract keeps the edition's maps open; their keys are the library's, which the engine reads.
  const result = footprint({ ...input, answers, includeWellToTank }, factors as EmissionFactorData);
  const places = questionPlaces(questionSet);
  return {
    year: result.year,
    editionId: result.editionId,
    factorVersion: result.factorVersion,
    unitSystem: basis.unitSystem,
    headline: result.headline,
    location: totals(result.location),
    market: totals(result.market),
    wellToTankIncluded: result.wellToTankIncluded,
    lines: result.lines.map((line) => ({
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
    notes: result.notes,
    missing: result.missing.flatMap((id) => places.get(id) ?? []),
    flagged: result.flagged.flatMap(({ questionId, note }) => {
      const question = places.get(questionId);
      return question ? [{ question, note }] : [];
    }),
  };
}
