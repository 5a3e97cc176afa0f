import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answer, question } from '../test/builders.ts';
import type { Question, QuestionSet, UnitSystem } from './model.ts';
import { convert } from './units.ts';
import { DEFAULT_RANGE, QUANTITY_RANGES, QUESTION_RANGES, questionRange, rangeIn } from './ranges.ts';
import { validateAnswer } from './validate-answer.ts';

const context = { today: '2025-06-15' };
const errorsOf = (q: Question, value: number | string, system: UnitSystem | null = 'metric') =>
  validateAnswer(q, answer({ value, unitMeasurementType: system }), context).map((error) => ({
    code: error.code,
    number: error.number,
    message: error.message,
  }));

describe('ranges of numeric questions', () => {
  const electricity = question({ id: 1, fieldType: 'number', unitType: 'electricity' });
  const water = question({ id: 2, fieldType: 'number', unitType: 'volume' });
  const area = question({ id: 3, fieldType: 'number', unitType: 'area' });

  it('refuses 1e20 kWh with 105 and says the limit, and takes 100 GWh exactly', () => {
    expect(errorsOf(electricity, 1e20)).toEqual([
      { code: 'ABOVE_MAX_VALUE', number: 105, message: 'Enter at most 100,000,000 kWh' },
    ]);
    expect(errorsOf(electricity, '1e20')).toHaveLength(1);
    expect(errorsOf(electricity, 100_000_000)).toEqual([]);
    expect(errorsOf(electricity, 100_000_000.01)).toHaveLength(1);
  });

  it('checks an imperial answer against the metric limit converted into its units', () => {
    // 2,000 ha in acres, floored to the 2 decimals a number is typed with.
    const acres = Math.floor(convert(2_000, 'area', 'metric', 'british imperial') * 100) / 100;
    expect(acres).toBeGreaterThan(4_942);
    expect(errorsOf(area, acres, 'british imperial')).toEqual([]);
    expect(errorsOf(area, acres + 0.01, 'british imperial')).toEqual([
      {
        code: 'ABOVE_MAX_VALUE',
        number: 105,
        message: `Enter at most ${acres.toLocaleString('en')} ac`,
      },
    ]);
    // The same number of hectares is far beyond 2,000 ha.
    expect(errorsOf(area, acres, 'metric')[0]?.message).toBe('Enter at most 2,000 ha');

    const usGallons = convert(10_000_000, 'volume', 'metric', 'united states customary');
    expect(errorsOf(water, Math.floor(usGallons), 'united states customary')).toEqual([]);
    expect(errorsOf(water, Math.ceil(usGallons), 'united states customary')[0]?.code).toBe('ABOVE_MAX_VALUE');
  });

  it('uses the facility system for an answer without one, and the widest range without either', () => {
    const value = 3_000; // more than 2,000 ha, fewer than 4,942 ac
    const bare = answer({ value, unitMeasurementType: null });
    expect(validateAnswer(area, bare, { ...context, unitSystem: 'metric' })).toHaveLength(1);
    expect(validateAnswer(area, bare, { ...context, unitSystem: 'united states customary' })).toEqual([]);
    expect(validateAnswer(area, bare, context)).toEqual([]);
    expect(validateAnswer(area, { ...bare, value: 5_000 }, context)).toHaveLength(1);
  });

  it('keeps the limit apart for a translated message', () => {
    const [error] = validateAnswer(area, answer({ value: 2_500, unitMeasurementType: 'metric' }), context);
    expect(error?.limit).toEqual({ value: 2_000, unit: 'ha' });
  });

  it('checks grid cells and nested values in the answer’s unit system', () => {
    const litres = question({ id: 15017, fieldType: 'number', unitType: 'fuelVolume' });
    const grid = question({ id: 15015, uiType: 'DATAGRID', rowQuestions: [litres] });
    const errors = validateAnswer(
      grid,
      answer({ rows: [{ id: 'a', values: { 15017: 20_000_000 } }] }),
      context,
    );
    expect(errors).toMatchObject([
      { field: '15015.rows.0.15017', code: 'ABOVE_MAX_VALUE', message: 'Enter at most 10,000,000 L' },
    ]);
  });

  it('refuses a number below a minimum above zero with 104', () => {
    const opened = question({ id: 14010, fieldType: 'number' });
    expect(errorsOf(opened, 1650)).toEqual([
      { code: 'BELOW_MIN_VALUE', number: 104, message: 'Enter at least 1,700' },
    ]);
    expect(errorsOf(opened, 1900)).toEqual([]);
  });

  it('takes counts (rounds played, members) in whole numbers only, measured figures to 2 decimals', () => {
    const rounds = question({ id: 15038, fieldType: 'number' });
    expect(errorsOf(rounds, 18_500.5)).toEqual([
      { code: 'INCORRECT_FORMAT', number: 112, message: 'Enter a whole number' },
    ]);
    expect(errorsOf(rounds, 18_500)).toEqual([]);
    expect(errorsOf(question({ id: 15039, fieldType: 'number' }), 4.5)[0]?.message).toBe(
      'Enter a whole number',
    );
    expect(errorsOf(water, 1_234.56)).toEqual([]);
    expect(errorsOf(water, 1_234.567)[0]?.message).toBe('Enter a number with at most 2 decimal places');
  });

  it('limits a share typed as a plain number to 100, and a count without a field to a billion', () => {
    expect(errorsOf(question({ id: 11027, fieldType: 'number' }), 101)[0]?.message).toBe('Enter at most 100');
    expect(errorsOf(question({ id: 999_001, fieldType: 'number' }), 1e10)[0]?.message).toBe(
      `Enter at most ${DEFAULT_RANGE.max.toLocaleString('en')}`,
    );
  });

  it('states limits rounded inwards, never a limit it does not accept', () => {
    for (const quantity of Object.keys(QUANTITY_RANGES) as (keyof typeof QUANTITY_RANGES)[]) {
      for (const system of ['metric', 'british imperial', 'united states customary'] as const) {
        const limits = rangeIn(QUANTITY_RANGES[quantity], system);
        const exact =
          quantity === 'currency'
            ? QUANTITY_RANGES[quantity].max
            : convert(QUANTITY_RANGES[quantity].max, quantity, 'metric', system);
        expect(limits.max).toBeLessThanOrEqual(exact);
        expect(exact - limits.max).toBeLessThan(0.01);
      }
    }
  });
});

describe('every numeric question of the fixtures has a declared range', () => {
  const index = JSON.parse(
    readFileSync(new URL('../../fixtures/question-sets/index.json', import.meta.url), 'utf8'),
  ) as { files: { file: string }[] };
  const numeric: Question[] = [];
  const walk = (q: Question) => {
    if (q.fieldType === 'number' || q.fieldType === 'percentage') numeric.push(q);
    [...q.rowQuestions, ...q.nestedQuestions].forEach(walk);
  };
  for (const { file } of index.files) {
    const set = JSON.parse(
      readFileSync(new URL(`../../fixtures/question-sets/${file}`, import.meta.url), 'utf8'),
    ) as QuestionSet;
    set.sections.forEach((s) =>
      s.subsections.forEach((sub) => sub.fieldSets.forEach((fs) => fs.questions.forEach(walk))),
    );
  }

  it('by unit type, field type or its own entry: none falls back to the default', () => {
    const inputs = numeric.filter((q) => q.uiType !== 'CALCULATING');
    expect(inputs.length).toBeGreaterThan(40);
    const unranged = inputs
      .filter((q) => questionRange(q) === DEFAULT_RANGE)
      .map((q) => `${q.id} ${q.title}`);
    expect(unranged).toEqual([]);
  });

  it('names only numeric questions in its own entries', () => {
    const ids = new Set(numeric.map((q) => q.id));
    expect(Object.keys(QUESTION_RANGES).filter((id) => !ids.has(Number(id)))).toEqual([]);
  });
});
