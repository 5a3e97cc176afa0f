// The footprint as the server sends it and the app draws it (docs/insights.md#screens): plain data,
// each question it names turned into a link to where it is answered. One shape for the server's
// figure and the one the browser computes from answers not yet saved, so the two never differ.
import type { QuestionSet, UnitSystem } from '../model.ts';
import type { Footprint, FootprintLine, FootprintNote, FootprintTotals } from './footprint-types.ts';

/** Where a question is answered: its set, section, subsection and field set. */
export interface QuestionLink {
  questionId: number;
  title: string;
  questionSetId: number;
  sectionId: number;
  sectionSlug: string;
  subsectionId: number;
  fieldSetId: number;
}

/** Where each question of a set is, to link to it (the first place it appears). */
export function questionLinks(set: QuestionSet): Map<number, QuestionLink> {
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

/** One method's totals, without anything the engine keeps for itself. */
export const footprintTotalsView = (totals: FootprintTotals): FootprintTotals => ({
  total: totals.total,
  scope1: totals.scope1,
  scope2: totals.scope2,
  scope3: totals.scope3,
  perHole: totals.perHole,
  perHectare: totals.perHectare,
});

/** One line to show, with its whole published factor; absent fields as null, as the contract writes them. */
const lineView = (line: FootprintLine) => ({
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
  quality: line.quality,
  marketSteps: line.marketSteps ?? null,
  certificates: line.certificates ?? null,
});

/**
 * A year's footprint to show: both Scope 2 methods, each line with its whole published factor, the
 * travel group (docs/carbon-method.md#travel), and the missing and flagged questions as links to where they are answered.
 */
export function footprintView(footprint: Footprint, set: QuestionSet, unitSystem: UnitSystem) {
  const places = questionLinks(set);
  return {
    year: footprint.year,
    editionId: footprint.editionId,
    factorVersion: footprint.factorVersion,
    unitSystem,
    headline: footprint.headline,
    location: footprintTotalsView(footprint.location),
    market: footprintTotalsView(footprint.market),
    wellToTankIncluded: footprint.wellToTankIncluded,
    lines: footprint.lines.map(lineView),
    travel: footprint.travel
      ? {
          included: footprint.travel.included,
          lines: footprint.travel.lines.map(lineView),
          tonnes: footprint.travel.tonnes,
          perRound: footprint.travel.perRound,
          perHole: footprint.travel.perHole,
        }
      : null,
    notes: footprint.notes,
    missing: footprint.missing.flatMap((id) => places.get(id) ?? []),
    flagged: footprint.flagged.flatMap(
      ({ questionId, note }): { question: QuestionLink; note: FootprintNote }[] => {
        const question = places.get(questionId);
        return question ? [{ question, note }] : [];
      },
    ),
    dataQuality: footprint.dataQuality,
  };
}
