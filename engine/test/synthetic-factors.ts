// SYNTHETIC factor data, for testing the footprint's rules only: round made-up values, NOT published
// factors. Tests of real figures read fixtures/emission-factors through `emissionFactorData()`.
import type {
  EmissionFactorData,
  FactorEdition,
  GridFactor,
  PublishedFactor,
} from '../src/insights/footprint-types.ts';

const factor = (
  value: number,
  unit: string,
  scope: 1 | 2 | 3,
  year: number,
  row: string,
): PublishedFactor => ({
  value,
  unit,
  gas: 'CO2e (synthetic)',
  scope,
  year,
  source: `Synthetic test edition ${year}`,
  table: 'Synthetic',
  row,
  provenance: 'Made up for tests of the footprint rules',
});

function edition(year: number, scale: number): FactorEdition {
  const litre = (value: number, row: string, scope: 1 | 3 = 1) =>
    factor(value * scale, 'kg CO2e/litre', scope, year, row);
  const kwh = (value: number, row: string, scope: 1 | 2 | 3) =>
    factor(value * scale, 'kg CO2e/kWh', scope, year, row);
  const tonne = (value: number, row: string) => factor(value * scale, 'kg CO2e/tonne', 3, year, row);
  return {
    id: `synthetic-${year}`,
    year,
    source: `Synthetic test edition ${year}`,
    published: `${year}-06-01`,
    url: 'https://example.invalid/synthetic',
    fuels: {
      diesel: litre(2, 'diesel'),
      petrol: litre(3, 'petrol'),
      gasOil: litre(4, 'gas oil'),
      burningOil: litre(5, 'burning oil'),
      lpg: litre(1.5, 'LPG'),
      naturalGas: kwh(0.2, 'natural gas', 1),
    },
    electricity: {
      generation: kwh(0.25, 'UK electricity', 2),
      transmissionDistribution: kwh(0.02, 'UK electricity T&D', 3),
    },
    wellToTank: {
      diesel: litre(0.6, 'WTT diesel', 3),
      petrol: litre(0.7, 'WTT petrol', 3),
      gasOil: litre(0.8, 'WTT gas oil', 3),
      burningOil: litre(0.5, 'WTT burning oil', 3),
      lpg: litre(0.2, 'WTT LPG', 3),
      naturalGas: kwh(0.03, 'WTT natural gas', 3),
      electricityGeneration: kwh(0.05, 'WTT electricity generation', 3),
      electricityTransmissionDistribution: kwh(0.004, 'WTT electricity T&D', 3),
    },
    water: {
      supply: factor(0.1 * scale, 'kg CO2e/m³', 3, year, 'water supply'),
      treatment: factor(0.3 * scale, 'kg CO2e/m³', 3, year, 'water treatment'),
    },
    waste: {
      'general:landfill': tonne(500, 'general landfill'),
      'general:energyRecovery': tonne(20, 'general energy recovery'),
      '*:landfill': tonne(400, 'commercial and industrial landfill'),
      '*:recycling': tonne(10, 'commercial and industrial recycling'),
      'green:composting': tonne(8, 'garden waste composting'),
    },
  };
}

const grid = (country: string, year: number, value: number): GridFactor => ({
  ...factor(value, 'kg CO2e/kWh', 2, year, `${country} grid`),
  country,
  basis: 'generation',
});

/** Synthetic editions 2023 and 2025 (2025 values are 1.1 × 2023's); grid factors for GB, DE, FR and US, FR's standing in for MC. */
export const syntheticFactors: EmissionFactorData = {
  version: 'synthetic',
  editions: [edition(2025, 1.1), edition(2023, 1)],
  locationBased: [
    grid('GB', 2023, 0.25),
    grid('GB', 2025, 0.2),
    grid('DE', 2022, 0.4),
    grid('DE', 2024, 0.35),
    grid('FR', 2024, 0.05),
    grid('US', 2023, 0.38),
  ],
  residualMix: [grid('GB', 2023, 0.45), grid('DE', 2022, 0.7), grid('DE', 2024, 0.6), grid('FR', 2024, 0.5)],
  // Monaco has no factor of its own here; France's stands in (made up, like every value in this file).
  gridStandIns: [{ country: 'MC', uses: 'FR', reason: 'synthetic', provenance: 'synthetic' }],
  fertiliserNitrogen: factor(5, 'kg CO2e/kg N', 1, 2019, 'N2O from nitrogen applied'),
};
