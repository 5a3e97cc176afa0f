// Where the footprint's figures come from (docs/carbon-method.md#data-quality), over SYNTHETIC
// factors (engine/test/synthetic-factors.ts) so the share resting on measured data is arithmetic
// written out here.
import { describe, expect, it } from 'vitest';
import type { Answer, AnswerSet } from '../model.ts';
import { ANNUAL_DATA_QUESTIONS as Q, TOURNAMENT_DATA_QUESTIONS as TQ } from './annual-data-map.ts';
import { answerReader } from './answer-values.ts';
import { lineQuality } from './data-quality.ts';
import { footprint, type FootprintInput } from './footprint.ts';
import { answers2024 } from '../../test/insights-fixtures.ts';
import { syntheticFactors as data } from '../../test/synthetic-factors.ts';
import { answer } from '../../test/builders.ts';

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

// The options of the marking questions (fixtures/question-sets/annual-data-facility.json).
const ELECTRICITY_QUALITY = 15080;
const ELECTRICITY = { measured: 55090, estimated: 55091, spend: 55092 };
const GAS_QUALITY = 15081;
const GAS_SPEND = 55095;
const WATER_METERED = 15005;
const WATER_PARTLY = 55012;

describe('the share of the footprint resting on measured data', () => {
  // The fixture marks electricity, gas, machinery fuel, water and waste measured, the nutrients
  // estimated. Synthetic 2023 factors as in footprint.test.ts.
  const fertiliser = (95 + 60 + 420) * 5;
  const total =
    14_200 * 2 +
    1_850 * 3 +
    96_500 * 0.2 +
    fertiliser +
    182_400 * 0.55 * 0.45 +
    4_210.5 * 0.1 +
    4_210.5 * 0.3 +
    8.4 * 20 +
    (5.2 + 2.9 + 0.18) * 10 +
    61 * 8;

  it('is the market-based total less what rests on estimated figures, by tCO2e', () => {
    const result = footprint(base, data);
    expect(result.market.total * 1000).toBeCloseTo(total, 6);
    expect(result.dataQuality.estimated * 1000).toBeCloseTo(fertiliser, 6);
    expect(result.dataQuality.measuredShare).toBeCloseTo((total - fertiliser) / total, 9);
    expect(result.lines.find((line) => line.key === 'fertiliserN2O')?.quality).toBe('estimated');
    expect(result.lines.find((line) => line.key === 'diesel')?.quality).toBe('measured');
  });

  it('says "not stated" for a figure left unmarked, never "measured"', () => {
    const result = footprint(
      { ...base, answers: withAnswers({ [ELECTRICITY_QUALITY]: { value: null } }) },
      data,
    );
    const electricity = result.lines.filter((line) => line.key === 'electricity');
    expect(electricity.map((line) => line.quality)).toEqual(['notStated', 'notStated']);
    // Only the market-based line counts in the headline's share.
    expect(result.dataQuality.notStated * 1000).toBeCloseTo(182_400 * 0.55 * 0.45, 6);
    expect(result.dataQuality.measuredShare).toBeCloseTo(
      (total - fertiliser - 182_400 * 0.55 * 0.45) / total,
      9,
    );
  });

  it('counts electricity marked as calculated from spend apart, both Scope 2 lines alike', () => {
    const result = footprint(
      { ...base, answers: withAnswers({ [ELECTRICITY_QUALITY]: { value: ELECTRICITY.spend } }) },
      data,
    );
    expect(result.lines.filter((line) => line.key === 'electricity').map((line) => line.quality)).toEqual([
      'spend',
      'spend',
    ]);
    expect(result.dataQuality.spend * 1000).toBeCloseTo(182_400 * 0.55 * 0.45, 6);
  });

  it('counts water metered only partly as estimated', () => {
    const result = footprint(
      { ...base, answers: withAnswers({ [WATER_METERED]: { value: WATER_PARTLY } }) },
      data,
    );
    expect(result.lines.find((line) => line.key === 'waterSupply')?.quality).toBe('estimated');
    expect(result.dataQuality.estimated * 1000).toBeCloseTo(fertiliser + 4_210.5 * 0.1 + 4_210.5 * 0.3, 6);
  });

  it('gives well-to-tank lines the mark of their fuel', () => {
    const result = footprint({ ...base, includeWellToTank: true }, data);
    expect(result.lines.find((line) => line.key === 'wellToTank:diesel')?.quality).toBe('measured');
  });

  it('has no share for a footprint of zero', () => {
    const result = footprint({ ...base, answers: {} }, data);
    expect(result.dataQuality.measuredShare).toBeNull();
  });

  it('takes the weakest mark for a line counted from several figures', () => {
    const read = answerReader(
      withAnswers({
        [ELECTRICITY_QUALITY]: { value: ELECTRICITY.measured },
        [GAS_QUALITY]: { value: GAS_SPEND },
      }),
      'metric',
      'metric',
    );
    expect(lineQuality(read, [Q.electricity.grid])).toBe('measured');
    expect(lineQuality(read, [Q.electricity.grid, Q.naturalGas])).toBe('spend');
    expect(lineQuality(read, [Q.electricity.grid, Q.heatingOil])).toBe('notStated');
  });

  it('reads the tournament’s one question for its electricity, fuel and water', () => {
    const result = footprint(
      {
        ...base,
        organisationType: 'TOURNAMENT',
        answers: {
          [TQ.electricity]: answer({ complete: true, value: 10_000 }),
          [TQ.water]: answer({ complete: true, value: 100 }),
          16040: answer({ complete: true, value: 56041 }),
        },
      },
      data,
    );
    expect(new Set(result.lines.map((line) => line.quality))).toEqual(new Set(['estimated']));
    expect(result.dataQuality.measuredShare).toBe(0);
  });
});
