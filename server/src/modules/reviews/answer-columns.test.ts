import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers } from '../../db/schema/index.ts';
import { ANSWER_CONTENT_COLUMNS, contentOf, storedContent } from './answer-columns.ts';

/** The columns of `answers` that say which answer it is and when it changed, not what it says. */
const BOOKKEEPING = ['id', 'answer_set_id', 'question_id', 'version', 'updated_at'];

describe("the answers' one content column list", () => {
  it('names every content column of the answers table, so saves, reads and the history carry them all', () => {
    const tableColumns = Object.values(getTableColumns(answers))
      .map((column) => column.name)
      .filter((name) => !BOOKKEEPING.includes(name));
    expect(ANSWER_CONTENT_COLUMNS.map(({ column }) => column).sort()).toEqual(tableColumns.sort());
  });

  it('turns an answer into its stored record and back unchanged', () => {
    const answer = {
      complete: true,
      savelater: false,
      value: 12.5,
      unitMeasurementType: 'british imperial' as const,
      nestedValues: { '7': 'yes' },
      facilityAddedAnswers: [],
      rows: [],
    };
    expect(storedContent(answer)).toMatchObject({ unit_system: 'british imperial', nested_values: { '7': 'yes' } });
    expect(contentOf(storedContent(answer))).toEqual(answer);
  });

  it("reads an older history row that lacks a column as that column's empty content", () => {
    expect(contentOf({ complete: true, savelater: false, value: 3 })).toEqual({
      complete: true,
      savelater: false,
      value: 3,
      unitMeasurementType: null,
      nestedValues: {},
      facilityAddedAnswers: [],
      rows: [],
    });
  });
});
