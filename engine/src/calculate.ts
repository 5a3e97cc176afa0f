import type { AnswerMap } from './group-state.ts';
import type {
  Answer,
  AnswerValue,
  Calculation,
  Expr,
  GridRow,
  Quantity,
  Question,
  UnitSystem,
} from './model.ts';
import { convert, unitLabel } from './units.ts';

const DIVISION_BY_ZERO = 'Division by zero';
export interface CalculationContext {
  /** The organisation's measurement unit, assumed for answers that record none. */
  unitSystem?: UnitSystem;
  /** Exchange rate for currency conversions: units of the target per unit of the source. */
  currencyRate?: number;
}

export interface CalculationResult {
  /** The result, or null when the question has no calculation or it could not be evaluated. */
  value: number | null;
  unit: string | null;
  /** Questions whose answers were missing or empty and counted as 0, ascending. */
  missing: number[];
  /** Problems met while evaluating (unknown lookup key, division by zero …). */
  errors: string[];
}

const MAX_DEPTH = 64;

interface Evaluation {
  calculation: Calculation;
  answers: AnswerMap;
  context: CalculationContext;
  missing: Set<number>;
  errors: string[];
}

type Key = string | number | null;

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** Math.max(0, Math.min(12, Math.trunc(decimals)));
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

function numberOf(value: AnswerValue | string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    const parsed = trimmed === '' ? NaN : Number(trimmed);
    return Number.isFinite(parsed) ? parsed : null;
  }
  if (Array.isArray(value)) return value.length > 0 ? (value[0] ?? null) : null;
  return null;
}

function inSystem(
  value: number,
  recorded: UnitSystem | null,
  quantity: Quantity | undefined,
  target: UnitSystem | undefined,
  run: Evaluation,
): number {
  const from = recorded ?? run.context.unitSystem;
  if (!quantity || !target || !from || from === target) return value;
  try {
    return convert(value, quantity, from, target, { rate: run.context.currencyRate });
  } catch (error) {
    run.errors.push((error as Error).message);
    return 0;
  }
}

function keyOf(expr: Expr | string, run: Evaluation, row: GridRow | null, depth: number): Key {
  if (typeof expr === 'string') return expr;
  if (typeof expr === 'object' && 'answer' in expr && !('quantity' in expr)) {
    const value = run.answers[expr.answer]?.value;
    if (typeof value === 'string') return value.trim();
    if (Array.isArray(value)) return value[0] ?? null;
  }
  if (typeof expr === 'object' && 'cell' in expr && row) {
    const cell = row.values[expr.cell];
    if (typeof cell === 'string') return cell.trim();
  }
  return evaluate(expr, run, row, depth);
}

function formatKey(key: Key): string {
  return key === null ? '' : String(key);
}

function sumRows(id: number, run: Evaluation, perRow: (row: GridRow, answer: Answer) => number): number {
  const answer = run.answers[id];
  if (!answer || answer.rows.length === 0) {
    run.missing.add(id);
    return 0;
  }
  let total = 0;
  for (const row of answer.rows) total += perRow(row, answer);
  return total;
}

function evaluate(expr: Expr, run: Evaluation, row: GridRow | null, depth: number): number {
  if (depth > MAX_DEPTH) {
    run.errors.push(`Expression nested deeper than ${MAX_DEPTH} levels`);
    return 0;
  }
  const next = depth + 1;
  if (typeof expr === 'number') return Number.isFinite(expr) ? expr : 0;
  if (typeof expr !== 'object' || expr === null) {
    run.errors.push(`Unknown expression: ${JSON.stringify(expr)}`);
    return 0;
  }
  if ('answer' in expr) {
    const answer = run.answers[expr.answer];
    const value = numberOf(answer?.value);
    if (!answer || value === null) {
      run.missing.add(expr.answer);
      return 0;
    }
    return inSystem(value, answer.unitMeasurementType, expr.quantity, expr.in, run);
  }
  if ('cell' in expr) {
    if (!row) {
      run.errors.push(`Cell ${expr.cell} read outside a sumRows "each" expression`);
      return 0;
    }
    return numberOf(row.values[expr.cell]) ?? 0;
  }
  if ('op' in expr) {
    const args = expr.args.map((arg) => evaluate(arg, run, row, next));
    const [first = 0, ...rest] = args;
    switch (expr.op) {
      case '+':
        return args.reduce((sum, value) => sum + value, 0);
      case '*':
        return args.reduce((product, value) => product * value, 1);
      case '-':
        return rest.length === 0 ? -first : rest.reduce((difference, value) => difference - value, first);
      case '/':
        return rest.reduce((quotient, value) => {
          if (value === 0) {
            run.errors.push(DIVISION_BY_ZERO);
            return 0;
          }
          return quotient / value;
        }, first);
      case 'min':
        return args.length === 0 ? 0 : Math.min(...args);
      case 'max':
        return args.length === 0 ? 0 : Math.max(...args);
      default:
        run.errors.push(`Unknown operator: ${String(expr.op)}`);
        return 0;
    }
  }
  if ('sumRows' in expr) {
    if ('each' in expr)
      return sumRows(expr.sumRows, run, (current) => evaluate(expr.each, run, current, next));
    const { column, quantity } = expr;
    return sumRows(expr.sumRows, run, (current, answer) => {
      const value = numberOf(current.values[column]) ?? 0;
      return inSystem(value, answer.unitMeasurementType, quantity, expr.in, run);
    });
  }
  if ('convert' in expr) {
    const value = evaluate(expr.convert, run, row, next);
    try {
      return convert(value, expr.quantity, expr.from, expr.to, { rate: run.context.currencyRate });
    } catch (error) {
      run.errors.push((error as Error).message);
      return 0;
    }
  }
  if ('lookup' in expr) {
    const table = run.calculation.tables?.[expr.lookup];
    const key = formatKey(keyOf(expr.key, run, row, next));
    const value = table?.[key] ?? expr.default;
    if (value === undefined) {
      run.errors.push(`No entry "${key}" in lookup table "${expr.lookup}"`);
      return 0;
    }
    return value;
  }
  if ('round' in expr) return roundTo(evaluate(expr.round, run, row, next), expr.decimals);
  run.errors.push(`Unknown expression: ${JSON.stringify(expr)}`);
  return 0;
}

/**
 * Evaluates a CALCULATING question's declared expression over other answers (docs/reviews.md#what-is-stored
 * question types): arithmetic, sums over data-grid rows, unit conversion and lookup tables
 * such as emission factors. The expression is data; nothing is eval'd. Missing answers
 * count as 0 and are listed in `missing`. A question with a `unitType` computes its figure in
 * metric and gives it in the context's unit system, labelled in that system.
 */
export function calculate(
  question: Pick<Question, 'calculation'> & Partial<Pick<Question, 'unitType'>>,
  answers: AnswerMap,
  context: CalculationContext = {},
): CalculationResult {
  const { calculation } = question;
  if (!calculation)
    return { value: null, unit: null, missing: [], errors: ['The question has no calculation'] };
  const run: Evaluation = { calculation, answers, context, missing: new Set(), errors: [] };
  const computed = evaluate(calculation.expression, run, null, 0);
  const quantity = question.unitType ?? null;
  const shownIn = quantity ? (context.unitSystem ?? 'metric') : null;
  // A result with a quantity is computed in metric and read in the reader's system with its label,
  // like every other figure (docs/languages-units-themes.md#units).
  const raw = quantity && shownIn ? inSystem(computed, 'metric', quantity, shownIn, run) : computed;
  const value = calculation.decimals === undefined ? raw : roundTo(raw, calculation.decimals);
  return {
    value: Number.isFinite(value) ? value : null,
    unit: quantity && shownIn ? unitLabel(quantity, shownIn) : (calculation.unit ?? null),
    missing: [...run.missing].sort((a, b) => a - b),
    errors: run.errors,
  };
}

/**
 * The figure of a calculation worth showing a reader, or null: none when it divided by zero (water
 * per round before the rounds are given) or came to 0 only because answers it needs are missing,
 * so a screen and the report say "not calculated yet" instead of "0 m³" (docs/reviews.md#behaviour).
 */
export function shownResult(result: CalculationResult): number | null {
  if (result.value === null || result.errors.includes(DIVISION_BY_ZERO)) return null;
  return result.missing.length > 0 && result.value === 0 ? null : result.value;
}

export interface CalculationReferences {
  /** Questions whose answers the expression reads (answers and data grids). */
  questions: number[];
  /** Row questions read with `cell` or `column`. */
  cells: number[];
  /** Lookup table names used. */
  tables: string[];
}

/** What a calculation reads, to check a question set and to know which answers affect it. */
export function calculationReferences(calculation: Calculation): CalculationReferences {
  const questions = new Set<number>();
  const cells = new Set<number>();
  const tables = new Set<string>();
  const visit = (expr: Expr | string): void => {
    if (typeof expr !== 'object' || expr === null) return;
    if ('answer' in expr) questions.add(expr.answer);
    else if ('cell' in expr) cells.add(expr.cell);
    else if ('op' in expr) expr.args.forEach(visit);
    else if ('sumRows' in expr) {
      questions.add(expr.sumRows);
      if ('each' in expr) visit(expr.each);
      else cells.add(expr.column);
    } else if ('convert' in expr) visit(expr.convert);
    else if ('lookup' in expr) {
      tables.add(expr.lookup);
      visit(expr.key);
    } else if ('round' in expr) visit(expr.round);
  };
  visit(calculation.expression);
  const ascending = (a: number, b: number): number => a - b;
  return {
    questions: [...questions].sort(ascending),
    cells: [...cells].sort(ascending),
    tables: [...tables].sort(),
  };
}
