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
    // AIB's residual mix counts CO2 alone, and the footprint says so of the line it is added in with.
    expect(result.notes).toEqual(['co2Only']);
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
  { code: 'GB', location: L('GB', 2024), residual: R('GB', 2024), notes: ['co2Only'] },
  { code: 'DE', location: L('DE', 2024), residual: R('DE', 2024), notes: ['ukFactorsAbroad', 'co2Only'] },
  { code: 'FR', location: L('FR', 2024), residual: R('FR', 2024), notes: ['ukFactorsAbroad', 'co2Only'] },
  { code: 'SE', location: L('SE', 2024), residual: R('SE', 2024), notes: ['ukFactorsAbroad', 'co2Only'] },
  { code: 'PL', location: L('PL', 2024), residual: R('PL', 2024), notes: ['ukFactorsAbroad', 'co2Only'] },
  { code: 'ES', location: L('ES', 2024), residual: R('ES', 2024), notes: ['ukFactorsAbroad', 'co2Only'] },
  // eGRID's newest is 2023, said so; the US has no residual mix, so market-based uses the grid average.
  {
    code: 'US',
    location: L('US', 2023),
    residual: L('US', 2023),
    notes: ['factorYearBeforeData', 'ukFactorsAbroad', 'noResidualMix'],
  },
  // Iceland: the AIB production mix (2024) for the grid average, AIB's residual mix for the rest.
  { code: 'IS', location: L('IS', 2024), residual: R('IS', 2024), notes: ['ukFactorsAbroad', 'co2Only'] },
  // Liechtenstein publishes no factor: Switzerland's (2020–2022 consumer mix) stands in, said so; no residual mix.
  {
    code: 'LI',
    location: L('CH', 2022),
    residual: L('CH', 2022),
    notes: ['factorYearBeforeData', 'ukFactorsAbroad', 'noResidualMix', 'gridFactorStandIn'],
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

const marketLine = (result: ReturnType<typeof footprint>) =>
  result.lines.find((line) => line.key === 'electricity' && line.method === 'market')!;
const locationLine = (result: ReturnType<typeof footprint>) =>
  result.lines.find((line) => line.key === 'electricity' && line.method === 'location')!;

describe('the Netherlands, whose residual mix AIB published for 2023 and not for 2024 or 2025', () => {
  it('2023 data uses the 2023 Dutch residual mix', () => {
    const result = footprint(input('NL', walk(O.contract.standard, null), 2023), data);
    expect(marketLine(result).factor.value).toBe(R('NL', 2023));
    expect(marketLine(result).notes).not.toContain('residualMixNotPublished');
  });

  it.each([2024, 2025, 2026])(
    '%i data falls back to the grid average, not the 2023 mix, and says so on the line',
    (year) => {
      const result = footprint(input('NL', walk(O.contract.standard, null), year), data);
      const market = marketLine(result);
      // The EEA intensity of 2024, the newest at or before the data year.
      expect(market.factor.value).toBe(L('NL', 2024));
      expect(market.factor.value).not.toBe(R('NL', 2023));
      expect(market.tonnes * 1000).toBeCloseTo(185_000 * L('NL', 2024), 6);
      expect(market.notes).toContain('residualMixNotPublished');
      expect(market.notes).not.toContain('noResidualMix');
      expect(result.notes).toContain('residualMixNotPublished');
    },
  );

  it('on a 40 % renewable tariff in 2024 only the uncovered 60 % is at the grid average', () => {
    const result = footprint(input('NL', walk(O.contract.partRenewable, 40), 2024), data);
    expect(result.market.scope2 * 1000).toBeCloseTo(185_000 * 0.6 * L('NL', 2024), 6);
  });
});

describe('a data year newer than the newest published factor', () => {
  it('GB 2025 data: the British residual mix of 2024 (AIB’s newest), marked on the line', () => {
    const result = footprint(input('GB', walk(O.contract.standard, null), 2025), data);
    const market = marketLine(result);
    expect(market.factor.value).toBe(R('GB', 2024));
    expect(market.notes).toEqual(['factorYearBeforeData', 'co2Only']);
    // The location-based line is DESNZ 2025's own: no note.
    expect(locationLine(result).notes).toEqual([]);
  });

  it('GB 2026 data: DESNZ 2025 fuels and grid, the 2024 residual mix, each marked', () => {
    const result = footprint(input('GB', walk(O.contract.standard, null), 2026), data);
    expect(result.editionId).toBe('desnz-2025');
    expect(result.lines.find((line) => line.key === 'diesel')!.notes).toEqual(['factorYearBeforeData']);
    expect(locationLine(result).notes).toEqual(['factorYearBeforeData']);
    expect(marketLine(result).notes).toEqual(['factorYearBeforeData', 'co2Only']);
  });

  it('DE 2025 data: the EEA 2024 intensity is marked, the 2025 residual mix is not', () => {
    const result = footprint(input('DE', walk(O.contract.standard, null), 2025), data);
    expect(locationLine(result).factor.value).toBe(L('DE', 2024));
    expect(locationLine(result).notes).toEqual(['factorYearBeforeData']);
    expect(marketLine(result).factor.value).toBe(R('DE', 2025));
    expect(marketLine(result).notes).toEqual(['co2Only']);
  });
});

describe('gases', () => {
  it('a residual mix line is CO2 only, named so, and still added into the market-based total', () => {
    const result = footprint(input('DE', walk(O.contract.standard, null)), data);
    const market = marketLine(result);
    expect(market.factor.gas).toMatch(/^CO2 only/);
    expect(market.notes).toContain('co2Only');
    expect(result.market.scope2).toBeCloseTo(market.tonnes, 12);
    // The location-based EEA factor is CO2e: no such note.
    expect(locationLine(result).notes).not.toContain('co2Only');
  });
});

describe('gas oil and waste sent to recycling', () => {
  it('counts gas oil (red diesel) in the machinery table at the DESNZ gas oil factor', () => {
    const answers = {
      ...walk(O.contract.standard, null),
      [Q.fuel.grid]: answer({
        complete: true,
        rows: [{ id: 'red', values: { [Q.fuel.type]: 55062, [Q.fuel.litres]: 3_000 } }],
      }),
    };
    const result = footprint(input('GB', answers), data);
    const gasOil = result.lines.find((line) => line.key === 'gasOil')!;
    expect(gasOil.factor.value).toBe(2.75541);
    expect(gasOil.tonnes * 1000).toBeCloseTo(3_000 * 2.75541, 9);
    expect(result.lines.some((line) => line.key === 'diesel')).toBe(false);
    expect(result.skipped).toEqual([]);
  });

  it('counts general waste sent to recycling with the published recycling figure, not as skipped', () => {
    const answers = {
      ...walk(O.contract.standard, null),
      [Q.waste.grid]: answer({
        complete: true,
        unitMeasurementType: 'metric',
        rows: [
          {
            id: 'gen',
            values: { [Q.waste.stream]: 55042, [Q.waste.destination]: 55050, [Q.waste.weight]: 2_500 },
          },
        ],
      }),
    };
    const result = footprint(input('GB', answers), data);
    const waste = result.lines.find((line) => line.key === 'waste')!;
    const figure = desnz(2024).waste['*:recycling']!;
    expect(waste.detail).toBe('*:recycling');
    expect(figure.value).toBe(desnz(2024).waste['recycling:recycling']!.value);
    expect(waste.tonnes * 1000).toBeCloseTo(2.5 * figure.value, 9);
    expect(result.skipped).toEqual([]);
  });
});
