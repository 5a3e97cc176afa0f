// The one list of an answer's content columns (docs/reviews.md#answer-history): the saves' records,
// upserts and history rows, the locked read and the history's content are all built from it, so a
// content column added to `answers` is added here once.
import type { AnswerContent } from '@oncourse/engine';
import type { StoredAnswerContent } from '../../db/schema/index.ts';

interface ContentColumn<C extends keyof StoredAnswerContent> {
  /** The column of `answers`, and its key in the history's `before` and `after`. */
  column: C;
  /** Its SQL type, for the records `jsonb_to_recordset` reads. */
  type: 'boolean' | 'jsonb' | 'text';
  /** The field of the engine's AnswerContent it holds. */
  field: keyof AnswerContent;
  /** What a missing key stands for in an older history row. */
  empty: StoredAnswerContent[C];
}

const column = <C extends keyof StoredAnswerContent>(definition: ContentColumn<C>) => definition;

export const ANSWER_CONTENT_COLUMNS = [
  column({ column: 'complete', type: 'boolean', field: 'complete', empty: false }),
  column({ column: 'savelater', type: 'boolean', field: 'savelater', empty: false }),
  column({ column: 'value', type: 'jsonb', field: 'value', empty: null }),
  column({ column: 'unit_system', type: 'text', field: 'unitMeasurementType', empty: null }),
  column({ column: 'nested_values', type: 'jsonb', field: 'nestedValues', empty: {} }),
  column({ column: 'facility_added_answers', type: 'jsonb', field: 'facilityAddedAnswers', empty: [] }),
  column({ column: 'rows', type: 'jsonb', field: 'rows', empty: [] }),
];

/** `alias.complete, alias.savelater, …` (without an alias, the bare names), in list order. */
export const contentColumns = (alias?: string) =>
  ANSWER_CONTENT_COLUMNS.map(({ column }) => (alias ? `${alias}.${column}` : column)).join(', ');

/** `'complete', alias.complete, …`: the arguments of a `jsonb_build_object` of the content. */
export const contentObject = (alias: string) =>
  ANSWER_CONTENT_COLUMNS.map(({ column }) => `'${column}', ${alias}.${column}`).join(', ');

/** `complete boolean, …`: the content's column definitions for `jsonb_to_recordset`. */
export const contentDefinitions = () =>
  ANSWER_CONTENT_COLUMNS.map(({ column, type }) => `${column} ${type}`).join(', ');

/** Stored content (SQL column names, as rows and the history hold it) → the engine's AnswerContent. */
export function contentOf(row: Partial<StoredAnswerContent>): AnswerContent {
  return Object.fromEntries(
    ANSWER_CONTENT_COLUMNS.map(({ column, field, empty }) => [field, row[column] ?? empty]),
  ) as unknown as AnswerContent;
}

/** An answer's content as the record a save writes (SQL column names). */
export function storedContent(answer: AnswerContent): StoredAnswerContent {
  return Object.fromEntries(
    ANSWER_CONTENT_COLUMNS.map(({ column, field }) => [column, answer[field]]),
  ) as unknown as StoredAnswerContent;
}
