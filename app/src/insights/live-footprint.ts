import {
  footprint,
  footprintView,
  type AnswerMap,
  type EmissionFactorData,
  type QuestionSet,
} from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { CarbonFootprint } from './load-insights';

export type FootprintBasis = Schemas['FootprintBasis'];

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
  return footprintView(result, questionSet, basis.unitSystem);
}
