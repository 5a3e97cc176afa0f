// Footprint figures for tests: a year's totals from its three scopes, as the server sends them.
import {
  factorsFor,
  type EmissionFactorData,
  type FactorEdition,
  type GridFactor,
  type GridStandIn,
  type PublishedFactor,
} from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The published factor library, read from disk as the question sets are (app lint keeps browser
// code to the strings JSON).
const factorFile = <T>(name: string): T =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../fixtures/emission-factors', name), 'utf8'),
  ) as T;

/** Totals of one method: the sum of the scopes, nothing per hole or per unit of area. */
export const footprintTotals = (scope1: number, scope2: number, scope3: number) => ({
  total: scope1 + scope2 + scope3,
  scope1,
  scope2,
  scope3,
  perHole: null,
  perHectare: null,
});

/**
 * The footprint basis the server sends for Green Hills (GB, metric, 18 holes, 60 ha) in `year`:
 * the published factor library of fixtures/emission-factors, cut to the year by the engine's rule.
 */
export function footprintBasis(year: number): Schemas['FootprintBasis'] {
  const grid = factorFile<{ factors: GridFactor[]; standIns: GridStandIn[] }>('grid-location.json');
  const library: EmissionFactorData = {
    version: 'test',
    editions: ['desnz-2023.json', 'desnz-2024.json', 'desnz-2025.json'].map((name) =>
      factorFile<FactorEdition>(name),
    ),
    locationBased: grid.factors,
    residualMix: factorFile<{ factors: GridFactor[] }>('grid-residual-mix.json').factors,
    gridStandIns: grid.standIns,
    fertiliserNitrogen: factorFile<PublishedFactor>('fertiliser.json'),
  };
  return {
    year,
    country: 'GB',
    unitSystem: 'metric',
    holes: 18,
    hectares: 60,
    organisationType: 'FACILITY',
    factors: factorsFor(library, 'GB', year),
  };
}
