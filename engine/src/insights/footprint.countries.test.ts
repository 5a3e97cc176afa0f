// Footprints over the PUBLISHED factors (fixtures/emission-factors), hand-computed: each expected
// figure is the amount × the factor, the factor read from the data by its key, the sum written out.
import { describe, expect, it } from 'vitest';
import type { Answer } from '../model.ts';
import { ANNUAL_DATA_OPTIONS as O, ANNUAL_DATA_QUESTIONS as Q } from './annual-data-map.ts';
import { footprint, type FootprintInput } from './footprint.ts';
import type { FootprintNote } from './footprint-types.ts';
import { emissionFactorData } from '../../test/insights-fixtures.ts';
import { answer } from '../../test/builders.ts';

const data = emissionFactorData();
const desnz = (year: number) => data.editions.find((edition) => edition.year === year)!;
/** Location-based grid intensity of a country and year, kg CO2e/kWh. */
const L = (country: string, year: number): number =>
  data.locationBased.find((f) => f.country === country && f.year === year)!.value;
/** Residual mix of a country and year, kg CO2/kWh. */
const R = (country: string, year: number): number =>
  data.residualMix.find((f) => f.country === country && f.year === year)!.value;

const number = (value: number): Answer => answer({ complete: true, value, unitMeasurementType: 'metric' });

/** A worked example by hand: 185,000 kWh grid electricity, 95,000 kWh gas, 1,200 L heating oil, 8,000 L diesel, 1,500 L petrol. */
function walk(contract: number, renewableShare: number | null): FootprintInput['answers'] {
  return {
    [Q.electricity.grid]: number(185_000),
    [Q.electricity.contract]: answer({ complete: true, value: contract }),
    [Q.electricity.renewableShare]: answer({ complete: true, value: renewableShare }),
    [Q.naturalGas]: number(95_000),
    [Q.heatingOil]: number(1_200),
    [Q.lpg]: answer({ complete: true, value: null }),
    [Q.fuel.grid]: answer({
      complete: true,
      rows: [
        { id: 'diesel', values: { [Q.fuel.type]: 55018, [Q.fuel.litres]: 8_000 } },
        { id: 'petrol', values: { [Q.fuel.type]: 55019, [Q.fuel.litres]: 1_500 } },
      ],
    }),
  };
}

const input = (country: string, answers: FootprintInput['answers'], year = 2024): FootprintInput => ({
  answers,
  year,
  country,
  unitSystem: 'metric',
  holes: 18,
  hectares: 60,
});

// DESNZ 2024 for fuels in every country (the UK tables stand in where no national table is used).
const f24 = desnz(2024).fuels;
const scope1Kg =
  8_000 * f24.diesel.value +
  1_500 * f24.petrol.value +
  1_200 * f24.burningOil.value +
  95_000 * f24.naturalGas.value;

describe('the worked example: a GB facility, 2024, 40 % renewable tariff', () => {
  const result = footprint(input('GB', walk(O.contract.partRenewable, 40)), data);
  // 8 000 L × 2.51279 + 1 500 L × 2.0844 + 1 200 L × 2.54015 + 95 000 kWh × 0.1829 (DESNZ 2024 Fuels).
  const location = scope1Kg + 185_000 * L('GB', 2024);
  // 60 % of 185 000 kWh not covered by the tariff's certificates, at the GB residual mix 2024.
  const market = scope1Kg + 185_000 * 0.6 * R('GB', 2024);

  it('gives one total, the market-based one, and the location-based one beside it', () => {
    expect(result.headline).toBe('market');
    expect(result.market.total * 1000).toBeCloseTo(market, 6);
    expect(result.location.total * 1000).toBeCloseTo(location, 6);
    // The figures a person reads on the page, in t CO2e.
    expect(result.market.total.toFixed(2)).toBe('90.36');
    expect(result.location.total.toFixed(2)).toBe('81.96');
  });

  it('counts heating oil as burning oil (kerosene), not as gas oil', () => {
    const heating = result.lines.find((line) => line.key === 'burningOil')!;
    expect(heating.tonnes * 1000).toBeCloseTo(1_200 * f24.burningOil.value, 9);
    expect(result.lines.some((line) => line.key === 'gasOil')).toBe(false);
  });

  it('names each line’s factor with its source, table and year', () => {
    const diesel = result.lines.find((line) => line.key === 'diesel')!;
    expect(diesel.factor).toEqual({ ...f24.diesel, unit: 'kg CO2e/L' });
    expect(diesel.factor.source).toMatch(/2024/);
    expect(result.notes).toEqual([]);
  });
});

interface Country {
  code: string;
  /** The grid factors the data year 2024 picks (newest at or before 2024). */
  location: number;
  residual: number;
  notes: FootprintNote[];
}

// Written out per country: which published figure each one uses.
const COUNTRIES: Country[] = [
  { code: 'GB', location: L('GB', 2024), residual: R('GB', 2024), notes: [] },
  { code: 'DE', location: L('DE', 2024), residual: R('DE', 2024), notes: ['ukFactorsAbroad'] },
  { code: 'FR', location: L('FR', 2024), residual: R('FR', 2024), notes: ['ukFactorsAbroad'] },
  { code: 'SE', location: L('SE', 2024), residual: R('SE', 2024), notes: ['ukFactorsAbroad'] },
  { code: 'PL', location: L('PL', 2024), residual: R('PL', 2024), notes: ['ukFactorsAbroad'] },
  { code: 'ES', location: L('ES', 2024), residual: R('ES', 2024), notes: ['ukFactorsAbroad'] },
  // eGRID's newest is 2023; the US has no residual mix, so market-based uses the grid average.
  {
    code: 'US',
    location: L('US', 2023),
    residual: L('US', 2023),
    notes: ['ukFactorsAbroad', 'noResidualMix'],
  },
  // Iceland: the AIB production mix (2024) for the grid average, AIB's residual mix for the rest.
  { code: 'IS', location: L('IS', 2024), residual: R('IS', 2024), notes: ['ukFactorsAbroad'] },
  // Liechtenstein publishes no factor: Switzerland's (2020–2022 consumer mix) stands in, said so; no residual mix.
  {
    code: 'LI',
    location: L('CH', 2022),
    residual: L('CH', 2022),
    notes: ['ukFactorsAbroad', 'noResidualMix', 'gridFactorStandIn'],
  },
];

describe.each(COUNTRIES)(
  'a facility in $code, 2024 (walk figures)',
  ({ code, location, residual, notes }) => {
    it('on a standard contract: location-based at the grid average, market-based all at the residual mix', () => {
      const result = footprint(input(code, walk(O.contract.standard, null)), data);
      expect(result.location.total * 1000).toBeCloseTo(scope1Kg + 185_000 * location, 6);
      expect(result.market.total * 1000).toBeCloseTo(scope1Kg + 185_000 * residual, 6);
      expect(result.location.scope2 * 1000).toBeCloseTo(185_000 * location, 6);
      expect(result.notes).toEqual(notes);
    });

    it('on a 40 % renewable tariff: location-based unchanged, market-based only the uncovered 60 %', () => {
      const result = footprint(input(code, walk(O.contract.partRenewable, 40)), data);
      expect(result.location.total * 1000).toBeCloseTo(scope1Kg + 185_000 * location, 6);
      expect(result.market.total * 1000).toBeCloseTo(scope1Kg + 185_000 * 0.6 * residual, 6);
      expect(result.market.perHole! * 1000).toBeCloseTo((scope1Kg + 185_000 * 0.6 * residual) / 18, 6);
    });

    it('on a certified 100 % contract: market-based electricity is zero', () => {
      const result = footprint(input(code, walk(O.contract.certifiedFull, null)), data);
      expect(result.market.scope2).toBe(0);
      expect(result.market.total * 1000).toBeCloseTo(scope1Kg, 6);
    });
  },
);

describe('published factors, other rules', () => {
  it('a country without a residual mix in 2024 (Austria: full disclosure) uses its grid average and says so', () => {
    const result = footprint(input('AT', walk(O.contract.standard, null)), data);
    expect(result.market.scope2 * 1000).toBeCloseTo(185_000 * L('AT', 2024), 6);
    expect(result.notes).toContain('noResidualMix');
  });

  it('2025 data uses the DESNZ 2025 edition and the GB 2025 grid factor', () => {
    const result = footprint(input('GB', walk(O.contract.standard, null), 2025), data);
    const f25 = desnz(2025).fuels;
    expect(result.editionId).toBe('desnz-2025');
    expect(result.location.total * 1000).toBeCloseTo(
      8_000 * f25.diesel.value +
        1_500 * f25.petrol.value +
        1_200 * f25.burningOil.value +
        95_000 * f25.naturalGas.value +
        185_000 * L('GB', 2025),
      6,
    );
  });

  it('2019 data uses the oldest edition (DESNZ 2023) and says so', () => {
    const result = footprint(input('GB', walk(O.contract.standard, null), 2019), data);
    expect(result.editionId).toBe('desnz-2023');
    expect(result.notes).toContain('editionOlderThanData');
  });

  it('an answer to the retired "heating oil or LPG" question counts as heating oil, flagged', () => {
    const answers = {
      ...walk(O.contract.standard, null),
      [Q.heatingOil]: answer(),
      [Q.combinedHeatingOil]: number(1_200),
    };
    const result = footprint(input('GB', answers), data);
    const heating = result.lines.find((line) => line.key === 'burningOil')!;
    expect(heating.tonnes * 1000).toBeCloseTo(1_200 * f24.burningOil.value, 9);
    expect(result.flagged).toEqual([{ questionId: Q.combinedHeatingOil, note: 'combinedHeatingOilAnswer' }]);
  });

  it('adds well-to-tank and grid losses only when asked', () => {
    const asked = footprint(
      { ...input('GB', walk(O.contract.standard, null)), includeWellToTank: true },
      data,
    );
    const plain = footprint(input('GB', walk(O.contract.standard, null)), data);
    const w = desnz(2024).wellToTank;
    const category3 =
      8_000 * w.diesel.value +
      1_500 * w.petrol.value +
      1_200 * w.burningOil.value +
      95_000 * w.naturalGas.value +
      185_000 *
        (desnz(2024).electricity.transmissionDistribution.value +
          w.electricityGeneration.value +
          w.electricityTransmissionDistribution.value);
    expect(plain.market.scope3).toBe(0);
    expect(asked.market.scope3 * 1000).toBeCloseTo(category3, 6);
    expect(asked.location.scope3 * 1000).toBeCloseTo(category3, 6);
  });
});
