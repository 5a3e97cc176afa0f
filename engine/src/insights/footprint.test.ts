import { describe, expect, it } from 'vitest';
import type { Answer, AnswerSet, Question } from '../model.ts';
import { convert } from '../units.ts';
import { ANNUAL_DATA_OPTIONS, ANNUAL_DATA_QUESTIONS } from './annual-data-map.ts';
import { footprint, type FootprintInput } from './footprint.ts';
import { annualDataSet, answers2024, factorData } from '../../test/insights-fixtures.ts';

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
  for (const [id, change] of Object.entries(changes)) answers[id] = { ...answers[id]!, ...change };
  return answers;
};

describe('footprint of the fixture facility, 2024 (DESNZ 2024, IPCC 2019)', () => {
  const result = footprint(base, factorData);
  const kg = (key: string) =>
    result.sources
      .filter((source) => source.key === key)
      .reduce((sum, source) => sum + source.tonnes * 1000, 0);

  it('counts Scope 1 fuels and fertiliser nitrogen by hand-computed figures', () => {
    expect(kg('diesel')).toBeCloseTo(14_200 * 2.51279, 6); // 35 681.618 kg
    expect(kg('petrol')).toBeCloseTo(1_850 * 2.0844, 6); // 3 856.14 kg
    expect(kg('naturalGas')).toBeCloseTo(96_500 * 0.1829, 6); // 17 649.85 kg
    // 95 + 60 + 420 kg N; IPCC 2019: (0.01 + 0.11·0.010 + 0.24·0.011)·44/28·265 = 5.72173 kg CO2e/kg N
    expect(kg('fertiliserN2O')).toBeCloseTo(575 * 5.72173, 6); // 3 289.995 kg
    expect(result.scopes[1]).toBeCloseTo(60.47760275, 9);
  });

  it('nets out the certified renewable share of grid electricity (Scope 2)', () => {
    // 182 400 kWh, part-renewable contract with 45 % certified: 100 320 kWh × 0.20705
    expect(result.scopes[2]).toBeCloseTo(20.771256, 9);
  });

  it('counts mains water supply and treatment of indoor use, and waste by stream (Scope 3)', () => {
    // Mains water used in the clubhouse: 4 210.5 m³ supplied (0.19133) and treated (0.18574);
    // borehole and rainwater for irrigation carry no supply factor.
    expect(kg('waterSupply')).toBeCloseTo(4_210.5 * 0.19133, 6);
    expect(kg('waterTreatment')).toBeCloseTo(4_210.5 * 0.18574, 6);
    // 8.4 t general to energy recovery (6.41), 5.2 + 2.9 + 0.18 t recycled (6.41), 61 t green waste composted (8.88)
    expect(kg('waste')).toBeCloseTo(8.4 * 6.41 + 8.28 * 6.41 + 61 * 8.88, 6); // 648.5988 kg
    expect(result.scopes[3]).toBeCloseTo(2.236252035, 9);
  });

  it('totals 83.485 t CO2e, 3.092 t per hole and 1.219 t per hectare', () => {
    expect(result.totalTonnes).toBeCloseTo(83.485110785, 9);
    expect(result.perHole).toBeCloseTo(83.485110785 / 27, 9);
    expect(result.perHectare).toBeCloseTo(83.485110785 / 68.5, 9);
    expect(result.tableId).toBe('desnz-2024');
  });

  it('names the unanswered heating oil question as one that would change it', () => {
    expect(result.missing).toEqual([ANNUAL_DATA_QUESTIONS.heatingOil]);
    expect(result.skipped).toEqual([]);
  });
});

describe('footprint rules', () => {
  it('does not net out a renewable share on a standard grid contract', () => {
    const answers = withAnswers({ [ANNUAL_DATA_QUESTIONS.electricity.contract]: { value: 55013 } });
    const result = footprint({ ...base, answers }, factorData);
    expect(result.scopes[2]).toBeCloseTo((182_400 * 0.20705) / 1000, 9);
  });

  it('nets all of a certified 100 % contract when the share is not given, and asks for the share', () => {
    const answers = withAnswers({
      [ANNUAL_DATA_QUESTIONS.electricity.contract]: { value: ANNUAL_DATA_OPTIONS.contract.certifiedFull },
      [ANNUAL_DATA_QUESTIONS.electricity.renewableShare]: { value: null },
    });
    const result = footprint({ ...base, answers }, factorData);
    expect(result.scopes[2]).toBe(0);
    expect(result.missing).toContain(ANNUAL_DATA_QUESTIONS.electricity.renewableShare);
  });

  it('counts heating oil as gas oil when answered', () => {
    const answers = withAnswers({ [ANNUAL_DATA_QUESTIONS.heatingOil]: { value: 1_000 } });
    const result = footprint({ ...base, answers }, factorData);
    const gasOil = result.sources.find((source) => source.key === 'gasOil');
    expect(gasOil?.tonnes).toBeCloseTo(2.75857, 9);
    expect(result.missing).toEqual([]);
  });

  it('uses the table of the data year, the newest before it, or the oldest for earlier years', () => {
    expect(footprint({ ...base, year: 2023 }, factorData).tableId).toBe('desnz-2023');
    expect(footprint({ ...base, year: 2025 }, factorData).tableId).toBe('desnz-2024');
    expect(footprint({ ...base, year: 2019 }, factorData).tableId).toBe('desnz-2023');
  });

  it("uses the country's grid intensity, the European average where none is listed", () => {
    const electricityKwh = 182_400 * 0.55;
    expect(footprint({ ...base, country: 'DE' }, factorData).scopes[2]).toBeCloseTo(
      (electricityKwh * 0.363) / 1000,
      9,
    );
    expect(footprint({ ...base, country: 'PT' }, factorData).scopes[2]).toBeCloseTo(
      (electricityKwh * 0.244) / 1000,
      9,
    );
  });

  it('gives the same footprint when the answers were typed in imperial units', () => {
    const imperial = 'british imperial' as const;
    const toImperial = (answer: Answer, columns: Record<string, 'volume' | 'mass'>): Answer => ({
      ...answer,
      unitMeasurementType: imperial,
      rows: answer.rows.map((row) => ({
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
    const Q = ANNUAL_DATA_QUESTIONS;
    const answers = {
      ...answers2024.answers,
      [Q.water.grid]: toImperial(answers2024.answers[Q.water.grid]!, { [Q.water.volume]: 'volume' }),
      [Q.nutrients.grid]: toImperial(answers2024.answers[Q.nutrients.grid]!, {
        [Q.nutrients.nitrogen]: 'mass',
      }),
      [Q.waste.grid]: toImperial(answers2024.answers[Q.waste.grid]!, { [Q.waste.weight]: 'mass' }),
    };
    const metric = footprint(base, factorData).totalTonnes;
    expect(footprint({ ...base, answers, unitSystem: imperial }, factorData).totalTonnes).toBeCloseTo(
      metric,
      9,
    );
  });

  it('lists every source as missing for an empty year and has no per-hole figure without holes', () => {
    const result = footprint({ ...base, answers: {}, holes: null, hectares: 0 }, factorData);
    expect(result.totalTonnes).toBe(0);
    expect(result.perHole).toBeNull();
    expect(result.perHectare).toBeNull();
    const Q = ANNUAL_DATA_QUESTIONS;
    expect(result.missing).toEqual(
      [
        Q.water.grid,
        Q.electricity.grid,
        Q.naturalGas,
        Q.heatingOil,
        Q.fuel.grid,
        Q.nutrients.grid,
        Q.waste.grid,
      ].sort(),
    );
  });

  it('skips a row whose option has no factor and says so', () => {
    const Q = ANNUAL_DATA_QUESTIONS;
    const fuel = answers2024.answers[Q.fuel.grid]!;
    const answers = withAnswers({
      [Q.fuel.grid]: {
        rows: [...fuel.rows, { id: 'odd', values: { [Q.fuel.type]: 99_999, [Q.fuel.litres]: 10 } }],
      },
    });
    expect(footprint({ ...base, answers }, factorData).skipped).toEqual([
      { questionId: Q.fuel.grid, rowId: 'odd' },
    ]);
  });
});

describe('one source of factors', () => {
  it('the CALCULATING energy-and-fuel question uses the same DESNZ 2024 factors as the footprint', () => {
    const questions = annualDataSet.sections.flatMap((s) =>
      s.subsections.flatMap((ss) => ss.fieldSets.flatMap((f) => f.questions)),
    );
    const calculating = questions.find((question) => question.id === 15019) as Question;
    const table = factorData.tables.find((candidate) => candidate.id === 'desnz-2024')!;
    const grid = factorData.grid.find((entry) => entry.country === 'GB' && entry.year === 2024)!;
    expect(calculating.calculation?.source).toContain('2024 (DESNZ)');
    expect(calculating.calculation?.tables).toEqual({
      fuel: { 55018: table.factors.diesel.value, 55019: table.factors.petrol.value },
      energy: { electricity: grid.value, naturalGas: table.factors.naturalGas.value },
    });
  });
});
