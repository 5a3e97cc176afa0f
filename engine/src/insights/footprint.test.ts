// The footprint's rules, computed over SYNTHETIC factors (engine/test/synthetic-factors.ts: round
// made-up values) so that every expected figure is simple arithmetic written out here. The same
// rules over the published factors are tested in footprint.countries.test.ts.
import { describe, expect, it } from 'vitest';
import type { Answer, AnswerSet } from '../model.ts';
import { convert } from '../units.ts';
import {
  ANNUAL_DATA_OPTIONS as O,
  ANNUAL_DATA_QUESTIONS as Q,
  TOURNAMENT_DATA_QUESTIONS as TQ,
} from './annual-data-map.ts';
import { footprint, type FootprintInput } from './footprint.ts';
import type { EmissionFactorData, Footprint, FootprintLine } from './footprint-types.ts';
import { answers2024 } from '../../test/insights-fixtures.ts';
import { syntheticFactors as data } from '../../test/synthetic-factors.ts';
import { answer } from '../../test/builders.ts';

// The fixture facility (Heathland Links, GB): 27 holes (18 + 9), 68.5 ha.
const base: FootprintInput = {
  answers: answers2024.answers,
  year: 2024,
  country: 'GB',
  unitSystem: 'metric',
  holes: 27,
  hectares: 68.5,
};

const withAnswers = (changes: Record<number, Partial<Answer>>): AnswerSet['answers'] => {
  const answers = { ...answers2024.answers };
  for (const [id, change] of Object.entries(changes))
    answers[id] = { ...(answers[id] ?? answer()), ...change };
  return answers;
};

const kg = (result: Footprint, match: (line: FootprintLine) => boolean): number =>
  result.lines.filter(match).reduce((sum, line) => sum + line.tonnes * 1000, 0);
const lineOf = (result: Footprint, key: string, method?: 'location' | 'market'): FootprintLine | undefined =>
  result.lines.find((line) => line.key === key && line.method === method);

describe('footprint of the fixture facility, 2024, GB (synthetic 2023 edition)', () => {
  const result = footprint(base, data);
  // Synthetic 2023: diesel 2, petrol 3 kg/L, gas 0.2 kg/kWh, N 5 kg/kg N; GB grid 0.25, residual 0.45.
  const scope1 = 14_200 * 2 + 1_850 * 3 + 96_500 * 0.2 + (95 + 60 + 420) * 5;
  const location = 182_400 * 0.25;
  // Part-renewable contract with 45 % certified: 55 % of the grid electricity at the residual mix.
  const market = 182_400 * 0.55 * 0.45;
  // Mains water to the clubhouse is supplied and treated; 8.4 t general waste to energy recovery
  // (20), 5.2 + 2.9 + 0.18 t recycled (any stream: 10), 61 t green waste composted (8).
  const scope3 = 4_210.5 * 0.1 + 4_210.5 * 0.3 + 8.4 * 20 + (5.2 + 2.9 + 0.18) * 10 + 61 * 8;

  it('uses the newest edition at or before the data year', () => {
    expect(result.editionId).toBe('synthetic-2023');
    expect(result.factorVersion).toBe('synthetic');
  });

  it('counts Scope 1 fuels and fertiliser nitrogen', () => {
    expect(kg(result, (line) => line.key === 'diesel')).toBeCloseTo(14_200 * 2, 6);
    expect(kg(result, (line) => line.key === 'fertiliserN2O')).toBeCloseTo(575 * 5, 6);
    expect(result.market.scope1 * 1000).toBeCloseTo(scope1, 6);
    expect(result.location.scope1).toBe(result.market.scope1);
  });

  it('gives Scope 2 both ways: grid average, and the residual mix for what certificates do not cover', () => {
    expect(result.location.scope2 * 1000).toBeCloseTo(location, 6);
    expect(result.market.scope2 * 1000).toBeCloseTo(market, 6);
    expect(lineOf(result, 'electricity', 'location')).toMatchObject({
      amount: 182_400,
      amountUnit: 'kWh',
      scope: 2,
    });
    expect(lineOf(result, 'electricity', 'market')).toMatchObject({
      amount: 182_400 * 0.55,
      detail: 'covered:45',
    });
    expect(lineOf(result, 'electricity', 'market')?.factor.value).toBe(0.45);
  });

  it('counts water supply and treatment and waste by stream and route in Scope 3', () => {
    expect(result.market.scope3 * 1000).toBeCloseTo(scope3, 6);
    expect(lineOf(result, 'waterSupply')).toMatchObject({ category: 1, amountUnit: 'm³' });
    expect(lineOf(result, 'waterSupply')?.facilityAmount).toBeUndefined();
    expect(lineOf(result, 'waterTreatment')).toMatchObject({ category: 5 });
    expect(result.lines.filter((line) => line.key === 'waste').map((line) => line.detail)).toEqual([
      'general:energyRecovery',
      '*:recycling',
      'green:composting',
    ]);
  });

  it('gives a US-customary facility each amount in its own units too, the factor applied as published', () => {
    const us = footprint({ ...base, unitSystem: 'united states customary' }, data);
    const water = lineOf(us, 'waterSupply')!;
    expect(water.amountUnit).toBe('m³');
    expect(water.facilityAmount?.unit).toBe('US gal');
    expect(water.facilityAmount!.amount).toBeCloseTo(
      convert(water.amount, 'volume', 'metric', 'united states customary'),
      6,
    );
    expect(lineOf(us, 'diesel')?.facilityAmount?.unit).toBe('US gal');
    expect(lineOf(us, 'electricity', 'location')?.facilityAmount).toBeUndefined();
  });

  it('totals each method, per hole and per hectare, with the market-based figure as headline', () => {
    expect(result.headline).toBe('market');
    expect(result.market.total * 1000).toBeCloseTo(scope1 + market + scope3, 6);
    expect(result.location.total * 1000).toBeCloseTo(scope1 + location + scope3, 6);
    expect(result.market.perHole).toBeCloseTo(result.market.total / 27, 12);
    expect(result.location.perHectare).toBeCloseTo(result.location.total / 68.5, 12);
  });

  it('has nothing unanswered, to flag or explain; names heating oil and LPG once they are unanswered', () => {
    expect(result.missing).toEqual([]);
    const unanswered = footprint(
      { ...base, answers: withAnswers({ [Q.heatingOil]: { value: null }, [Q.lpg]: { value: null } }) },
      data,
    );
    expect(unanswered.missing).toEqual([Q.heatingOil, Q.lpg]);
    // None used: the same total either way.
    expect(unanswered.market.total).toBe(result.market.total);
    expect(result.skipped).toEqual([]);
    expect(result.flagged).toEqual([]);
    // 2024 data on the synthetic 2023 edition: the one thing to explain.
    expect(result.notes).toEqual(['factorYearBeforeData']);
    expect(result.wellToTankIncluded).toBe(false);
  });
});

describe('the electricity contract drives the market-based figure', () => {
  const market = (changes: Record<number, Partial<Answer>>) =>
    footprint({ ...base, answers: withAnswers(changes) }, data);

  it('a standard contract: all grid electricity at the residual mix, the renewable share ignored', () => {
    const result = market({ [Q.electricity.contract]: { value: O.contract.standard } });
    expect(result.market.scope2 * 1000).toBeCloseTo(182_400 * 0.45, 6);
    expect(result.location.scope2 * 1000).toBeCloseTo(182_400 * 0.25, 6);
  });

  it('certified 100 % without a share: all covered, market-based electricity zero, nothing asked', () => {
    const result = market({
      [Q.electricity.contract]: { value: O.contract.certifiedFull },
      [Q.electricity.renewableShare]: { value: null },
    });
    expect(result.market.scope2).toBe(0);
    expect(lineOf(result, 'electricity', 'market')).toMatchObject({ amount: 0, detail: 'covered:100' });
    expect(result.location.scope2 * 1000).toBeCloseTo(182_400 * 0.25, 6);
    expect(result.missing).not.toContain(Q.electricity.renewableShare);
  });

  it('a power purchase agreement counts as covered, for the share given', () => {
    const result = market({
      [Q.electricity.contract]: { value: O.contract.ppa },
      [Q.electricity.renewableShare]: { value: 70 },
    });
    expect(result.market.scope2 * 1000).toBeCloseTo(182_400 * 0.3 * 0.45, 6);
  });

  it('part renewable without a share: nothing covered, and the share is asked for', () => {
    const result = market({ [Q.electricity.renewableShare]: { value: null } });
    expect(result.market.scope2 * 1000).toBeCloseTo(182_400 * 0.45, 6);
    expect(result.missing).toContain(Q.electricity.renewableShare);
  });

  it('no contract answered: nothing covered, and the contract is asked for', () => {
    const result = market({ [Q.electricity.contract]: { value: null } });
    expect(result.market.scope2 * 1000).toBeCloseTo(182_400 * 0.45, 6);
    expect(result.missing).toContain(Q.electricity.contract);
  });

  it('a share above 100 % covers all of it, not more', () => {
    const result = market({ [Q.electricity.renewableShare]: { value: 120 } });
    expect(result.market.scope2).toBe(0);
  });
});

describe('country and year pick the factors', () => {
  it("uses the country's own grid factor and residual mix of the data year", () => {
    const result = footprint({ ...base, country: 'DE' }, data);
    expect(result.location.scope2 * 1000).toBeCloseTo(182_400 * 0.35, 6);
    expect(result.market.scope2 * 1000).toBeCloseTo(182_400 * 0.55 * 0.6, 6);
    const older = footprint({ ...base, country: 'DE', year: 2023 }, data);
    expect(older.location.scope2 * 1000).toBeCloseTo(182_400 * 0.4, 6);
  });

  it('says where UK factors stand for fuels, water and waste abroad, and not on electricity', () => {
    const result = footprint({ ...base, country: 'de' }, data);
    expect(result.notes).toEqual(['factorYearBeforeData', 'ukFactorsAbroad']);
    expect(lineOf(result, 'diesel')?.notes).toEqual(['factorYearBeforeData', 'ukFactorsAbroad']);
    expect(lineOf(result, 'waterSupply')?.notes).toEqual(['factorYearBeforeData', 'ukFactorsAbroad']);
    expect(lineOf(result, 'electricity', 'location')?.notes).toEqual([]);
    expect(lineOf(result, 'fertiliserN2O')?.notes).toEqual([]);
  });

  it('reads UK as GB', () => {
    expect(footprint({ ...base, country: 'uk' }, data).market.total).toBe(footprint(base, data).market.total);
  });

  it('without a residual mix, the market-based figure uses the grid factor and says so', () => {
    const result = footprint({ ...base, country: 'US' }, data);
    expect(result.market.scope2 * 1000).toBeCloseTo(182_400 * 0.55 * 0.38, 6);
    // The US grid factor is of 2023, the data of 2024: that is said too.
    expect(lineOf(result, 'electricity', 'market')?.notes).toEqual(['factorYearBeforeData', 'noResidualMix']);
    expect(result.notes).toEqual(['factorYearBeforeData', 'ukFactorsAbroad', 'noResidualMix']);
  });

  it('without any grid factor, electricity is not counted and the footprint says so (no regional stand-in)', () => {
    const result = footprint({ ...base, country: 'PT' }, data);
    expect(result.lines.filter((line) => line.key === 'electricity')).toEqual([]);
    expect(result.market.scope2).toBe(0);
    expect(result.notes).toContain('noGridFactor');
  });

  it('without a factor of its own, uses the country the data names to stand in, on both lines, and says so', () => {
    const result = footprint({ ...base, country: 'MC' }, data);
    // France's grid factor (0.05); no residual mix for Monaco, so the market-based line uses it too.
    expect(result.location.scope2 * 1000).toBeCloseTo(182_400 * 0.05, 6);
    expect(result.market.scope2 * 1000).toBeCloseTo(182_400 * 0.55 * 0.05, 6);
    expect(lineOf(result, 'electricity', 'location')?.factor).toMatchObject({ country: 'FR' });
    expect(lineOf(result, 'electricity', 'location')?.notes).toEqual(['gridFactorStandIn']);
    expect(lineOf(result, 'electricity', 'market')?.notes).toEqual(['noResidualMix', 'gridFactorStandIn']);
    expect(result.notes).toEqual([
      'factorYearBeforeData',
      'ukFactorsAbroad',
      'noResidualMix',
      'gridFactorStandIn',
    ]);
    expect(footprint(base, data).notes).not.toContain('gridFactorStandIn');
  });

  it('takes the newest edition at or before the data year, and the oldest for earlier years, saying so', () => {
    expect(footprint({ ...base, year: 2023 }, data).editionId).toBe('synthetic-2023');
    expect(footprint({ ...base, year: 2025 }, data).editionId).toBe('synthetic-2025');
    expect(footprint({ ...base, year: 2031 }, data).editionId).toBe('synthetic-2025');
    const early = footprint({ ...base, year: 2019 }, data);
    expect(early.editionId).toBe('synthetic-2023');
    expect(early.notes).toEqual(['editionOlderThanData']);
    expect(lineOf(early, 'diesel')?.notes).toEqual(['editionOlderThanData']);
    // The GB grid factors start in 2023 too: the oldest is used and marked.
    expect(lineOf(early, 'electricity', 'location')?.notes).toEqual(['editionOlderThanData']);
    expect(lineOf(early, 'electricity', 'market')?.notes).toEqual(['editionOlderThanData']);
  });

  it('the 2025 edition applies to 2025 data (its synthetic values are 1.1 × 2023)', () => {
    const result = footprint({ ...base, year: 2025 }, data);
    expect(kg(result, (line) => line.key === 'diesel')).toBeCloseTo(14_200 * 2 * 1.1, 6);
    expect(result.location.scope2 * 1000).toBeCloseTo(182_400 * 0.2, 6);
  });
});

describe('heating oil and LPG', () => {
  it('counts heating oil as burning oil and LPG as LPG, each with its own factor', () => {
    const result = footprint(
      { ...base, answers: withAnswers({ [Q.heatingOil]: { value: 1_000 }, [Q.lpg]: { value: 400 } }) },
      data,
    );
    expect(lineOf(result, 'burningOil')).toMatchObject({
      amount: 1_000,
      amountUnit: 'L',
      questionIds: [Q.heatingOil],
    });
    // Symbols, not English words: a German reader saw "1.000 litre" and "kg CO2e/litre".
    expect(lineOf(result, 'burningOil')?.factor.unit).toBe('kg CO2e/L');
    expect(lineOf(result, 'burningOil')?.tonnes).toBeCloseTo((1_000 * 5) / 1000, 12);
    expect(lineOf(result, 'lpg')?.tonnes).toBeCloseTo((400 * 1.5) / 1000, 12);
    expect(result.missing).toEqual([]);
  });

  it('counts an answer to the retired combined question as heating oil, and flags it for review', () => {
    // A year answered before the question was split: heating oil and LPG have no answer of their own.
    const beforeSplit = { [Q.heatingOil]: { value: null }, [Q.lpg]: { value: null } };
    const result = footprint(
      { ...base, answers: withAnswers({ ...beforeSplit, [Q.combinedHeatingOil]: { value: 1_200 } }) },
      data,
    );
    expect(lineOf(result, 'burningOil')).toMatchObject({
      amount: 1_200,
      questionIds: [Q.combinedHeatingOil],
      notes: ['factorYearBeforeData', 'combinedHeatingOilAnswer'],
    });
    expect(lineOf(result, 'burningOil')?.tonnes).toBeCloseTo((1_200 * 5) / 1000, 12);
    expect(result.flagged).toEqual([{ questionId: Q.combinedHeatingOil, note: 'combinedHeatingOilAnswer' }]);
    expect(result.notes).toEqual(['factorYearBeforeData', 'combinedHeatingOilAnswer']);
  });

  // The form asks for the retired answer to be entered again as heating oil or LPG: counting it
  // as well would count the same litres twice.
  it('stops counting the retired combined answer once heating oil or LPG is entered again', () => {
    const asHeatingOil = footprint(
      {
        ...base,
        answers: withAnswers({ [Q.heatingOil]: { value: 1_000 }, [Q.combinedHeatingOil]: { value: 1_000 } }),
      },
      data,
    );
    expect(lineOf(asHeatingOil, 'burningOil')).toMatchObject({
      amount: 1_000,
      questionIds: [Q.heatingOil],
      notes: ['factorYearBeforeData'],
    });
    expect(asHeatingOil.flagged).toEqual([]);

    const asLpg = footprint(
      {
        ...base,
        answers: withAnswers({ [Q.lpg]: { value: 1_000 }, [Q.combinedHeatingOil]: { value: 1_000 } }),
      },
      data,
    );
    expect(lineOf(asLpg, 'burningOil')).toBeUndefined();
    expect(lineOf(asLpg, 'lpg')?.tonnes).toBeCloseTo((1_000 * 1.5) / 1000, 12);
    expect(asLpg.flagged).toEqual([]);
    expect(asLpg.notes).toEqual(['factorYearBeforeData']);
  });

  it('does not flag a combined answer of zero', () => {
    const result = footprint(
      { ...base, answers: withAnswers({ [Q.combinedHeatingOil]: { value: 0 } }) },
      data,
    );
    expect(result.flagged).toEqual([]);
    expect(lineOf(result, 'burningOil')).toBeUndefined();
  });
});

describe('well-to-tank and grid losses (Scope 3 category 3)', () => {
  it('are left out unless asked for', () => {
    const result = footprint(base, data);
    expect(result.lines.filter((line) => line.category === 3)).toEqual([]);
  });

  it('when asked: every fuel and electricity, the same in both methods', () => {
    const without = footprint(base, data);
    const result = footprint({ ...base, includeWellToTank: true }, data);
    expect(result.wellToTankIncluded).toBe(true);
    // Synthetic WTT: diesel 0.6, petrol 0.7 kg/L, gas 0.03, electricity generation 0.05 and T&D
    // 0.004 kg/kWh; T&D losses 0.02 kg/kWh; all on the 182 400 kWh bought, certificates or not.
    const category3 = 14_200 * 0.6 + 1_850 * 0.7 + 96_500 * 0.03 + 182_400 * (0.02 + 0.05 + 0.004);
    expect(kg(result, (line) => line.category === 3)).toBeCloseTo(category3, 6);
    expect((result.market.scope3 - without.market.scope3) * 1000).toBeCloseTo(category3, 6);
    expect((result.location.scope3 - without.location.scope3) * 1000).toBeCloseTo(category3, 6);
    expect(result.lines.filter((line) => line.category === 3).map((line) => line.key)).toEqual([
      'wellToTank:diesel',
      'wellToTank:petrol',
      'wellToTank:naturalGas',
      'electricityTransmissionDistribution',
      'wellToTank:electricityGeneration',
      'wellToTank:electricityTransmissionDistribution',
    ]);
    expect(result.lines.every((line) => line.category !== 3 || line.scope === 3)).toBe(true);
  });
});

describe('what cannot be counted', () => {
  it('skips a fuel row whose option has no factor, and says so', () => {
    const fuel = answers2024.answers[Q.fuel.grid]!;
    const answers = withAnswers({
      [Q.fuel.grid]: {
        rows: [...fuel.rows, { id: 'odd', values: { [Q.fuel.type]: 99_999, [Q.fuel.litres]: 10 } }],
      },
    });
    expect(footprint({ ...base, answers }, data).skipped).toEqual([
      { questionId: Q.fuel.grid, rowId: 'odd' },
    ]);
  });

  it('skips waste rows without a route or without any factor for their route', () => {
    const answers = withAnswers({
      [Q.waste.grid]: {
        rows: [
          { id: 'no-route', values: { [Q.waste.stream]: 55042, [Q.waste.weight]: 100 } },
          {
            id: 'no-factor',
            values: { [Q.waste.stream]: 55042, [Q.waste.destination]: 55053, [Q.waste.weight]: 100 },
          },
          {
            id: 'landfill',
            values: { [Q.waste.stream]: 55042, [Q.waste.destination]: 55049, [Q.waste.weight]: 2_000 },
          },
          {
            id: 'glass',
            values: { [Q.waste.stream]: 55044, [Q.waste.destination]: 55049, [Q.waste.weight]: 1_000 },
          },
        ],
      },
    });
    const result = footprint({ ...base, answers }, data);
    expect(result.skipped).toEqual([
      { questionId: Q.waste.grid, rowId: 'no-route' },
      { questionId: Q.waste.grid, rowId: 'no-factor' },
    ]);
    // General waste has its own landfill factor (500); glass uses the any-stream one (400).
    expect(kg(result, (line) => line.key === 'waste')).toBeCloseTo(2 * 500 + 1 * 400, 6);
  });

  it('a factor the library left out: the line is not counted, and named', () => {
    const edition2023 = data.editions.find((edition) => edition.year === 2023)!;
    const { lpg: _dropped, ...fuels } = edition2023.fuels;
    const gap: EmissionFactorData = {
      ...data,
      editions: [{ ...edition2023, fuels: fuels as typeof edition2023.fuels }],
    };
    const result = footprint({ ...base, answers: withAnswers({ [Q.lpg]: { value: 400 } }) }, gap);
    expect(lineOf(result, 'lpg')).toBeUndefined();
    expect(result.skipped).toEqual([{ questionId: Q.lpg, rowId: 'lpg' }]);
  });

  it('lists every source as missing for an empty year and has no per-hole figure without holes', () => {
    const result = footprint({ ...base, answers: {}, holes: null, hectares: 0 }, data);
    expect(result.market.total).toBe(0);
    expect(result.location.total).toBe(0);
    expect(result.market.perHole).toBeNull();
    expect(result.market.perHectare).toBeNull();
    expect(result.missing).toEqual(
      [
        Q.water.grid,
        Q.electricity.grid,
        Q.naturalGas,
        Q.fuel.grid,
        Q.nutrients.grid,
        Q.waste.grid,
        Q.heatingOil,
        Q.lpg,
      ].sort((a, b) => a - b),
    );
  });

  it('gives the same footprint when the answers were typed in imperial units', () => {
    const imperial = 'british imperial' as const;
    const toImperial = (
      stored: Answer,
      columns: Record<string, 'volume' | 'mass' | 'fuelVolume'>,
    ): Answer => ({
      ...stored,
      unitMeasurementType: imperial,
      rows: stored.rows.map((row) => ({
        ...row,
        values: Object.fromEntries(
          Object.entries(row.values).map(([cell, value]) => {
            const quantity = columns[cell];
            return [
              cell,
              quantity && typeof value === 'number' ? convert(value, quantity, 'metric', imperial) : value,
            ];
          }),
        ),
      })),
    });
    const answers = {
      ...answers2024.answers,
      [Q.water.grid]: toImperial(answers2024.answers[Q.water.grid]!, { [Q.water.volume]: 'volume' }),
      [Q.nutrients.grid]: toImperial(answers2024.answers[Q.nutrients.grid]!, {
        [Q.nutrients.nitrogen]: 'mass',
      }),
      [Q.waste.grid]: toImperial(answers2024.answers[Q.waste.grid]!, { [Q.waste.weight]: 'mass' }),
      // Fuel in imperial gallons, as an imperial facility types it.
      [Q.fuel.grid]: toImperial(answers2024.answers[Q.fuel.grid]!, { [Q.fuel.litres]: 'fuelVolume' }),
    };
    const metric = footprint(base, data).market.total;
    expect(footprint({ ...base, answers, unitSystem: imperial }, data).market.total).toBeCloseTo(metric, 9);
  });
});

describe("a tournament's annual data", () => {
  const tournament: FootprintInput = { ...base, organisationType: 'TOURNAMENT', holes: null, hectares: null };

  it('counts grid electricity (no contract: all at the residual mix), fuel and mains water', () => {
    const answers = {
      [TQ.electricity]: answer({ complete: true, value: 10_000 }),
      [TQ.water]: answer({ complete: true, value: 50 }),
      [TQ.fuel.grid]: answer({
        complete: true,
        rows: [
          { id: 'a', values: { [TQ.fuel.type]: 56000, [TQ.fuel.litres]: 800 } },
          { id: 'b', values: { [TQ.fuel.type]: 56001, [TQ.fuel.litres]: 100 } },
        ],
      }),
    };
    const result = footprint({ ...tournament, answers }, data);
    expect(result.location.total * 1000).toBeCloseTo(800 * 2 + 100 * 3 + 10_000 * 0.25 + 50 * 0.1, 6);
    expect(result.market.total * 1000).toBeCloseTo(800 * 2 + 100 * 3 + 10_000 * 0.45 + 50 * 0.1, 6);
    expect(lineOf(result, 'electricity', 'market')?.detail).toBe('covered:0');
    expect(result.missing).toEqual([]);
  });

  it('names its unanswered questions', () => {
    expect(footprint({ ...tournament, answers: {} }, data).missing).toEqual([
      TQ.electricity,
      TQ.fuel.grid,
      TQ.water,
    ]);
  });
});

describe('natural gas billed in hundreds of cubic feet (ccf)', () => {
  const us = 'united states customary' as const;
  const inCcf = (therms: number | null, ccf: number | null) =>
    footprint(
      {
        ...base,
        unitSystem: us,
        answers: withAnswers({
          [Q.naturalGas]: { complete: true, value: therms, unitMeasurementType: us },
          [Q.naturalGasCcf]: { complete: true, value: ccf, unitMeasurementType: us },
        }),
      },
      data,
    );
  // 1 ccf = 103,800 Btu (EIA: 1,038 Btu per cubic foot, 2023), 1 Btu = 1,055.056 J, 1 kWh = 3.6 MJ.
  const kWhPerCcf = (103_800 * 1_055.056) / 3_600_000;

  it('counts a US bill in ccf at the unit table’s heat content, and says so on the line', () => {
    const result = inCcf(0, 1_000);
    const gas = lineOf(result, 'naturalGas')!;
    expect(gas.amount).toBeCloseTo(1_000 * kWhPerCcf, 6);
    // Synthetic 2023 gas: 0.2 kg CO2e/kWh.
    expect(gas.tonnes * 1000).toBeCloseTo(1_000 * kWhPerCcf * 0.2, 6);
    expect(gas.notes).toContain('naturalGasFromCcf');
    expect(result.notes).toContain('naturalGasFromCcf');
    expect(gas.questionIds).toEqual([Q.naturalGas, Q.naturalGasCcf]);
    // The facility reads it in therms: 1,000 ccf is 1,038 therms.
    expect(gas.facilityAmount?.unit).toBe('thm');
    expect(gas.facilityAmount?.amount).toBeCloseTo(1_038, 6);
  });

  it('adds therms and ccf when a facility has bills in both', () => {
    const gas = lineOf(inCcf(500, 1_000), 'naturalGas')!;
    expect(gas.amount).toBeCloseTo(convert(500, 'gasEnergy', us, 'metric') + 1_000 * kWhPerCcf, 6);
  });

  it('asks for the gas only when neither figure is given', () => {
    expect(inCcf(null, null).missing).toContain(Q.naturalGas);
    expect(inCcf(null, 1_000).missing).not.toContain(Q.naturalGas);
    expect(lineOf(inCcf(1_000, null), 'naturalGas')!.notes).not.toContain('naturalGasFromCcf');
  });
});

describe('a supplier-specific emission rate entered by the facility', () => {
  const supplied = (grams: number | null, source: string | null) =>
    footprint(
      {
        ...base,
        answers: withAnswers({
          [Q.electricity.supplierRate]: { complete: true, value: grams },
          [Q.electricity.supplierRateSource]: { complete: true, value: source },
        }),
      },
      data,
    );
  const SOURCE = 'Green Power Ltd, fuel mix disclosure 2024, greenpower.example/fmd-2024';

  it('counts the uncovered electricity at the supplier’s rate instead of the residual mix, with its source', () => {
    const result = supplied(120, SOURCE);
    const market = lineOf(result, 'electricity', 'market')!;
    // 45 % certified: 55 % of 182,400 kWh at 120 g = 0.12 kg CO2e/kWh.
    expect(market.tonnes * 1000).toBeCloseTo(182_400 * 0.55 * 0.12, 6);
    expect(market.factor).toMatchObject({ value: 0.12, unit: 'kg CO2e/kWh', source: SOURCE, scope: 2 });
    expect(market.notes).toEqual(['supplierSpecific']);
    expect(result.notes).toContain('supplierSpecific');
    // The location-based figure is the grid average whatever the contract.
    expect(lineOf(result, 'electricity', 'location')!.tonnes * 1000).toBeCloseTo(182_400 * 0.25, 6);
  });

  it('is not used without the source it is published in', () => {
    const market = lineOf(supplied(120, null), 'electricity', 'market')!;
    expect(market.tonnes * 1000).toBeCloseTo(182_400 * 0.55 * 0.45, 6);
    expect(market.notes).not.toContain('supplierSpecific');
  });
});

describe('certificates counted by their volume, first in the market-based hierarchy', () => {
  const C = Q.electricity.certificates;
  const DOCUMENT = 'GO cancellation statement 2024-117, 14 February 2025';
  const SOURCE = 'Green Power Ltd, fuel mix disclosure 2024, greenpower.example/fmd-2024';
  const held = (kWh: number, document: string | null, supplierGrams: number | null = null) =>
    footprint(
      {
        ...base,
        answers: withAnswers({
          [Q.electricity.grid]: { complete: true, value: 100_000 },
          [C.volume]: { complete: true, value: kWh },
          [C.type]: { complete: true, value: 55105 },
          [C.country]: { complete: true, value: 'Norway' },
          [C.document]: { complete: true, value: document },
          [Q.electricity.supplierRate]: { complete: true, value: supplierGrams },
          [Q.electricity.supplierRateSource]: {
            complete: true,
            value: supplierGrams === null ? null : SOURCE,
          },
        }),
      },
      data,
    );

  it('counts 60 MWh of certificates on 100 MWh at 0 kg and the other 40 MWh at the supplier’s 0.150 kg/kWh: 6.0 t', () => {
    const result = held(60_000, DOCUMENT, 150);
    const market = lineOf(result, 'electricity', 'market')!;
    expect(market.amount).toBeCloseTo(40_000, 6);
    expect(market.tonnes).toBeCloseTo(6.0, 9);
    expect(result.market.scope2).toBeCloseTo(6.0, 9);
    expect(market.detail).toBe('covered:60');
    expect(market.marketSteps).toEqual([
      { step: 'certificates', kWh: expect.closeTo(60_000, 6) as number, tonnes: 0 },
      {
        step: 'supplier',
        kWh: expect.closeTo(40_000, 6) as number,
        tonnes: expect.closeTo(6.0, 9) as number,
      },
    ]);
    expect(market.certificates).toEqual({
      kWh: 60_000,
      type: 'guaranteeOfOrigin',
      country: 'Norway',
      document: DOCUMENT,
    });
    expect(market.notes).toEqual(['supplierSpecific']);
  });

  it('takes the residual mix for what the certificates leave when no supplier rate is given', () => {
    const market = lineOf(held(60_000, DOCUMENT), 'electricity', 'market')!;
    // Synthetic GB residual mix 0.45 kg/kWh.
    expect(market.tonnes).toBeCloseTo((40_000 * 0.45) / 1000, 9);
    expect(market.marketSteps?.map((step) => step.step)).toEqual(['certificates', 'residualMix']);
  });

  it('caps a volume above the electricity bought at the electricity bought, with a note', () => {
    const result = held(120_000, DOCUMENT, 150);
    const market = lineOf(result, 'electricity', 'market')!;
    expect(market.tonnes).toBe(0);
    expect(market.marketSteps).toEqual([{ step: 'certificates', kWh: 100_000, tonnes: 0 }]);
    expect(market.certificates?.kWh).toBe(120_000);
    expect(market.notes).toContain('certificatesExceedConsumption');
    expect(result.notes).toContain('certificatesExceedConsumption');
  });

  it('is not used without the document, and the contract’s share stands', () => {
    const market = lineOf(held(60_000, null), 'electricity', 'market')!;
    // The fixture's part-renewable contract covers 45 %.
    expect(market.amount).toBeCloseTo(55_000, 6);
    expect(market.certificates).toBeUndefined();
    expect(market.marketSteps?.[0]).toEqual({
      step: 'certificates',
      kWh: expect.closeTo(45_000, 6) as number,
      tonnes: 0,
    });
  });
});
