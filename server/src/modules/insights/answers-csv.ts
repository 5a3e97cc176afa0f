import {
  scopeQuestions,
  sortBySortOrder,
  type AnswerMap,
  type QuestionSet,
  type UnitSystem,
} from '@oncourse/engine';
import type { Text } from '../reference/catalogue.ts';
import { answerLines, type AnswerText } from './answer-text.ts';

const COLUMNS = [
  'review',
  'year',
  'section',
  'questionId',
  'question',
  'row',
  'answer',
  'unit',
  'status',
  'notes',
] as const;

/** The status column in the reader's words; the engine's state codes are no words for a reader. */
const STATUS_KEYS: Record<AnswerText['state'], string> = {
  complete: 'export.status.complete',
  savelater: 'export.status.savelater',
  untouched: 'export.status.untouched',
};

/**
 * How the reader's spreadsheet splits a CSV: where the decimal mark is a comma (German, French,
 * Swedish…), Windows and so Excel separate list items with a semicolon, and read "4210.5" as text
 * or a date; elsewhere a comma and a dot (docs/insights.md#behaviour).
 */
export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

export function csvDialect(language: string): CsvDialect {
  const decimal = new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal');
  return decimal?.value === ',' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' };
}

/**
 * One CSV cell (RFC 4180): quoted when it holds the separator, a quote or a line break; text that a
 * spreadsheet would run as a formula (= + - @ at the start) gets a leading apostrophe (OWASP
 * CSV injection), numbers stay numbers.
 */
export function csvCell(value: string | number | null, separator: CsvDialect['separator'] = ','): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+([.,]\d+)?$/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A number as a spreadsheet in the reader's locale reads it: no thousands groups, the reader's decimal mark. */
const numberIn =
  (dialect: CsvDialect) =>
  (value: number): string =>
    dialect.decimal === ',' ? String(value).replace('.', ',') : String(value);

/** One of the organisation's question sets with its answer sets (one a year for annual data, one without a year else). */
export interface ExportedSet {
  set: QuestionSet;
  years: readonly { year: number | null; answers: AnswerMap }[];
}

/**
 * Every answer of the organisation's question sets as one CSV (docs/insights.md#behaviour): one
 * line per question and year (and per nested question or grid cell, with the grid row's number),
 * the best-practice reviews then annual data, years ascending, questions in display order, with
 * the unit each answer was given in. Headings, statuses and numbers are in the reader's language
 * and its spreadsheet's separators (CsvDialect). Starts with a byte-order mark so spreadsheet
 * programs read it as UTF-8.
 */
export function answersCsv(
  sets: readonly ExportedSet[],
  unitSystem: UnitSystem,
  t: Text,
  /** The facility's currency, as an ISO code. */
  currency: string,
  dialect: CsvDialect,
): string {
  const row = (cells: (string | number | null)[]) =>
    cells.map((cell) => csvCell(cell, dialect.separator)).join(dialect.separator);
  const number = numberIn(dialect);
  const lines = [row(COLUMNS.map((column) => t(`export.column.${column}`)))];
  for (const { set, years } of sets) {
    const sorted = [...years].sort((a, b) => (a.year ?? 0) - (b.year ?? 0));
    for (const { year, answers } of sorted) {
      for (const section of sortBySortOrder(set.sections).filter((candidate) => candidate.active)) {
        for (const question of scopeQuestions(section)) {
          const answer = answerLines(question, answers, unitSystem, number, currency);
          answer.lines.forEach((line, index) => {
            lines.push(
              row([
                set.title,
                year,
                section.title,
                question.id,
                line.question,
                line.row,
                line.text,
                line.unit,
                t(STATUS_KEYS[answer.state]),
                // The question's notes once, on its first line.
                index === 0 ? answer.notes.join('\n') : '',
              ]),
            );
          });
        }
      }
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
