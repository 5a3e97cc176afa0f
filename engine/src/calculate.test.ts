import { describe, expect, it } from 'vitest';
import { answer, question } from '../test/builders.ts';
import { calculate, shownResult, calculationReferences } from './calculate.ts';
import type { Calculation, Expr } from './model.ts';

const calc = (expression: Expr, extra: Partial<Calculation> = {}) =>
  question({ uiType: 'CALCULATING', questionType: 'CALCULATING', calculation: { expression, ...extra } });

describe('calculate', () => {
  const answers = {
    '1': answer({ complete: true, value: 1000 }),
    '2': answer({ complete: true, value: '250.5' }),
    '3': answer({ complete: true, value: 0 }),
    '4': answer({ complete: true, value: '1' }),
    '5': answer({ complete: true, value: [50102, 50101] }),
    '6': answer({ complete: true, value: 'petrol' }),
    '7': answer({ complete: true, value: 100, unitMeasurementType: 'united states customary' }),
    '9': answer({
      complete: true,
      unitMeasurementType: 'british imperial',
      rows: [
        { id: 'a', values: { '91': 50101, '92': 100, '93': 'diesel' } },
        { id: 'b', values: { '91': 50102, '92': '50', '93': 'petrol' } },
        { id: 'c', values: { '91': 50101, '92': null, '93': null } },
      ],
    }),
  };

  it('does arithmetic over answers', () => {
    expect(calculate(calc({ op: '+', args: [{ answer: 1 }, { answer: 2 }, 0.5] }), answers).value).toBe(1251);
    expect(calculate(calc({ op: '-', args: [{ answer: 1 }, { answer: 2 }, 49.5] }), answers).value).toBe(700);
    expect(calculate(calc({ op: '-', args: [{ answer: 1 }] }), answers).value).toBe(-1000);
    expect(calculate(calc({ op: '*', args: [{ answer: 1 }, 0.5, { answer: 4 }] }), answers).value).toBe(500);
    expect(calculate(calc({ op: '/', args: [{ answer: 1 }, 8, 5] }), answers).value).toBe(25);
    expect(calculate(calc({ op: 'min', args: [{ answer: 1 }, { answer: 2 }] }), answers).value).toBe(250.5);
    expect(calculate(calc({ op: 'max', args: [{ answer: 1 }, { answer: 2 }] }), answers).value).toBe(1000);
    expect(calculate(calc({ op: 'max', args: [] }), answers).value).toBe(0);
    expect(calculate(calc({ op: 'min', args: [] }), answers).value).toBe(0);
  });

  it('reports division by zero and yields 0 rather than Infinity', () => {
    const result = calculate(calc({ op: '/', args: [{ answer: 1 }, { answer: 3 }] }), answers);
    expect(result.value).toBe(0);
    expect(result.errors).toEqual(['Division by zero']);
  });

  it('has no figure to show when it divided by zero, or came to 0 only for want of answers', () => {
    expect(
      shownResult(calculate(calc({ op: '/', args: [{ answer: 1 }, { answer: 99 }] }), answers)),
    ).toBeNull();
    expect(
      shownResult(calculate(calc({ op: '/', args: [{ answer: 1 }, { answer: 3 }] }), answers)),
    ).toBeNull();
    expect(shownResult(calculate(calc({ op: '*', args: [{ answer: 99 }, 2] }), answers))).toBeNull();
    // A figure that is 0 from answers given is shown, and so is one where only a part is missing.
    expect(shownResult(calculate(calc({ op: '*', args: [{ answer: 3 }, 2] }), answers))).toBe(0);
    expect(shownResult(calculate(calc({ op: '+', args: [{ answer: 1 }, { answer: 99 }] }), answers))).toBe(
      1000,
    );
  });

  it('counts missing answers as 0 and lists them', () => {
    const result = calculate(
      calc({ op: '+', args: [{ answer: 1 }, { answer: 99 }, { answer: 98 }, { sumRows: 97, column: 1 }] }),
      {
        ...answers,
        '98': answer({ value: 'n/a' }),
      },
    );
    expect(result).toEqual({ value: 1000, unit: null, missing: [97, 98, 99], errors: [] });
  });

  it('sums a data-grid column, converted to the wanted system', () => {
    expect(calculate(calc({ sumRows: 9, column: 92 }), answers).value).toBe(150);
    const litres = calculate(
      calc({ sumRows: 9, column: 92, quantity: 'volume', in: 'metric' }),
      answers,
    ).value!;
    expect(litres).toBeCloseTo(150 * 0.00454609, 12);
  });

  it('sums an expression per row with lookups keyed by option id or text', () => {
    const tables = { factor: { '50101': 2.5, '50102': 2 }, byName: { diesel: 3, petrol: 1 } };
    const perRow = calc(
      { sumRows: 9, each: { op: '*', args: [{ cell: 92 }, { lookup: 'factor', key: { cell: 91 } }] } },
      { tables },
    );
    expect(calculate(perRow, answers).value).toBe(350);
    const byName = calc(
      {
        sumRows: 9,
        each: { op: '*', args: [{ cell: 92 }, { lookup: 'byName', key: { cell: 93 }, default: 0 }] },
      },
      { tables },
    );
    expect(calculate(byName, answers).value).toBe(350);
  });

  it('looks up by a string literal, an answer text or a chosen option', () => {
    const tables = { f: { petrol: 2.0844, '50102': 7 } };
    expect(calculate(calc({ lookup: 'f', key: 'petrol' }, { tables }), answers).value).toBe(2.0844);
    expect(calculate(calc({ lookup: 'f', key: { answer: 6 } }, { tables }), answers).value).toBe(2.0844);
    expect(calculate(calc({ lookup: 'f', key: { answer: 5 } }, { tables }), answers).value).toBe(7);
  });

  it('reports an unknown lookup key or table', () => {
    const result = calculate(calc({ lookup: 'f', key: 'coal' }, { tables: { f: {} } }), answers);
    expect(result.value).toBe(0);
    expect(result.errors[0]).toMatch(/coal/);
    expect(calculate(calc({ lookup: 'missing', key: 'x', default: 1 }), answers).value).toBe(1);
  });

  it('converts answers recorded in another unit system', () => {
    expect(calculate(calc({ answer: 7, quantity: 'volume', in: 'metric' }), answers).value).toBeCloseTo(
      0.3785411784,
      12,
    );
    expect(
      calculate(calc({ answer: 1, quantity: 'volume', in: 'metric' }), answers, {
        unitSystem: 'british imperial',
      }).value,
    ).toBeCloseTo(4.54609, 12);
    expect(
      calculate(calc({ convert: 10, quantity: 'mass', from: 'metric', to: 'british imperial' }), answers)
        .value,
    ).toBeCloseTo(22.0462262, 6);
  });

  it("gives a total with a quantity in the reader's system and label, not in m³", () => {
    // 10,000 US gal typed by a US-customary facility: read back as US gal, not 37.85 m³.
    const total = question({
      uiType: 'CALCULATING',
      questionType: 'CALCULATING',
      unitType: 'volume',
      calculation: { expression: { answer: 10, quantity: 'volume', in: 'metric' }, unit: 'm³', decimals: 2 },
    });
    const typed = {
      '10': answer({ complete: true, value: 10_000, unitMeasurementType: 'united states customary' }),
    };
    expect(calculate(total, typed, { unitSystem: 'united states customary' })).toMatchObject({
      value: 10_000,
      unit: 'US gal',
    });
    expect(calculate(total, typed, { unitSystem: 'metric' })).toMatchObject({ value: 37.85, unit: 'm³' });
    expect(calculate(total, typed)).toMatchObject({ value: 37.85, unit: 'm³' });
  });

  it('converts currency only with a rate', () => {
    const cost = calc({
      convert: { answer: 1 },
      quantity: 'currency',
      from: 'metric',
      to: 'british imperial',
    });
    expect(calculate(cost, answers, { currencyRate: 0.85 }).value).toBeCloseTo(850, 9);
    const noRate = calculate(cost, answers);
    expect(noRate.value).toBe(0);
    expect(noRate.errors[0]).toMatch(/exchange rate/);
    const recorded = calc({ answer: 7, quantity: 'currency', in: 'metric' });
    expect(calculate(recorded, answers).errors[0]).toMatch(/exchange rate/);
  });

  it('rounds half away from zero, per node and for the result', () => {
    expect(calculate(calc({ round: 2.345, decimals: 2 }), answers).value).toBe(2.35);
    expect(calculate(calc({ round: -2.5, decimals: 0 }), answers).value).toBe(-3);
    expect(calculate(calc(10, { decimals: 1, unit: 'kg CO2e' }), answers)).toMatchObject({
      value: 10,
      unit: 'kg CO2e',
    });
    expect(calculate(calc({ op: '/', args: [1, 3] }, { decimals: 3 }), answers).value).toBe(0.333);
  });

  it('rejects malformed expressions without throwing', () => {
    const bad = calculate(calc({ nonsense: true } as unknown as Expr), answers);
    expect(bad.value).toBe(0);
    expect(bad.errors[0]).toMatch(/Unknown expression/);
    expect(calculate(calc({ op: '^', args: [1] } as unknown as Expr), answers).errors[0]).toMatch(
      /Unknown operator/,
    );
    expect(calculate(calc({ cell: 1 }), answers).errors[0]).toMatch(/outside/);
    expect(calculate(calc(Number.POSITIVE_INFINITY), answers).value).toBe(0);
    expect(calculate(calc('text' as unknown as Expr), answers).errors[0]).toMatch(/Unknown expression/);
    let deep: Expr = 1;
    for (let level = 0; level < 80; level++) deep = { op: '+', args: [deep] };
    expect(calculate(calc(deep), answers).errors[0]).toMatch(/deeper/);
  });

  it('has nothing to compute for a question without a calculation', () => {
    expect(calculate(question(), answers)).toMatchObject({ value: null, unit: null });
  });

  it('never evaluates text as code', () => {
    const attempt = { lookup: 'f', key: { answer: 8 } } as Expr;
    const result = calculate(calc(attempt, { tables: { f: {} } }), {
      '8': answer({ value: 'process.exit(1)' }),
    });
    expect(result.value).toBe(0);
  });
});

describe('calculationReferences', () => {
  it('lists the answers, cells and tables an expression reads', () => {
    const expression: Expr = {
      round: {
        op: '+',
        args: [
          { answer: 3 },
          { convert: { answer: 1 }, quantity: 'volume', from: 'metric', to: 'british imperial' },
          { sumRows: 9, each: { op: '*', args: [{ cell: 92 }, { lookup: 'f', key: { cell: 91 } }] } },
          { sumRows: 8, column: 81 },
          { lookup: 'g', key: 'x' },
        ],
      },
      decimals: 1,
    };
    expect(calculationReferences({ expression })).toEqual({
      questions: [1, 3, 8, 9],
      cells: [81, 91, 92],
      tables: ['f', 'g'],
    });
  });
});
