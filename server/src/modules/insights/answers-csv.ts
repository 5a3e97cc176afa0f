import {
  scopeQuestions,
  sortBySortOrder,
  type AnswerMap,
  type QuestionSet,
  type UnitSystem,
} from '@oncourse/engine';
import type { Text } from '../reference/catalogue.ts';
import { answerText, type AnswerText } from './answer-text.ts';

const COLUMNS = ['year', 'section', 'questionId', 'question', 'answer', 'unit', 'status', 'notes'] as const;

/** The status column in the reader's words; the engine's state codes are no words for a reader. */
const STATUS_KEYS: Record<AnswerText['state'], string> = {
  complete: 'export.status.complete',
  savelater: 'export.status.savelater',
  untouched: 'export.status.untouched',
};

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; text that a
 * spreadsheet would run as a formula (= + - @ at the start) gets a leading apostrophe (OWASP
 * CSV injection), numbers stay numbers.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * All answers of a question set as CSV (docs/insights.md#behaviour): one row per question and year, years
 * ascending, questions in display order, with the unit each answer was given in. Headings and
 * statuses are in the reader's language; numbers stay as typed, with a dot decimal, so
 * a spreadsheet or script reads them whatever the reader's locale. Starts with a byte-order mark so
 * spreadsheet programs read it as UTF-8.
 */
export function answersCsv(
  set: QuestionSet,
  years: readonly { year: number | null; answers: AnswerMap }[],
  unitSystem: UnitSystem,
  t: Text,
  /** The facility's currency, as an ISO code. */
  currency: string,
): string {
  const lines = [COLUMNS.map((column) => csvCell(t(`export.column.${column}`))).join(',')];
  const sorted = [...years].sort((a, b) => (a.year ?? 0) - (b.year ?? 0));
  for (const { year, answers } of sorted) {
    for (const section of sortBySortOrder(set.sections).filter((candidate) => candidate.active)) {
      for (const question of scopeQuestions(section)) {
        const text = answerText(question, answers, unitSystem, String, currency);
        const cells = [
          year,
          section.title,
          question.id,
          question.title,
          text.text,
          text.unit,
          t(STATUS_KEYS[text.state]),
          text.notes.join('\n'),
        ];
        lines.push(cells.map(csvCell).join(','));
      }
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
