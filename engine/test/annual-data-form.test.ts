// What the facility's annual-data form asks and accepts (docs/annual-data.md#behaviour), over the
// fixture question set: the follow-up of an "Other" water source, and an Inputs section saved as
// complete by a facility that applied no plant protection products.
import { describe, expect, it } from 'vitest';
import {
  ANNUAL_DATA_QUESTIONS as Q,
  scopeQuestions,
  validateAnswer,
  validateAnswers,
  type Answer,
  type AnswerMap,
  type Question,
  type Section,
} from '../src/index.ts';
import { answer } from './builders.ts';
import { annualDataSet } from './insights-fixtures.ts';

const today = '2025-06-30';
const section = (slug: string): Section => annualDataSet.sections.find((entry) => entry.slug === slug)!;
const question = (id: number): Question =>
  scopeQuestions(annualDataSet)
    .flatMap((entry) => [entry, ...entry.rowQuestions])
    .find((entry) => entry.id === id)!;
const optionId = (questionId: number, title: string): number =>
  question(questionId).answers.find((option) => option.title === title)!.id;

describe('an "Other" water source', () => {
  const grid = question(Q.water.grid);
  const other = 55005;
  const mains = 55000;
  const row = (values: Record<number, string | number | null>) =>
    answer({ complete: true, unitMeasurementType: 'metric', rows: [{ id: 'r1', values }] });
  const fields = (saved: Answer) => validateAnswer(grid, saved, { today }).map((error) => error.field);

  it('asks what the source is, and the row is not saved without it', () => {
    const source = grid.rowQuestions.find((column) => column.id === Q.water.source)!;
    expect(source.nestedQuestionsId).toBe(other);
    expect(source.nestedQuestions.map((nested) => nested.id)).toEqual([Q.water.otherSource]);
    expect(fields(row({ [Q.water.source]: other, [Q.water.use]: 55006, [Q.water.volume]: 1200 }))).toEqual([
      `${Q.water.grid}.rows.0.${Q.water.otherSource}`,
    ]);
    expect(
      fields(
        row({
          [Q.water.source]: other,
          [Q.water.use]: 55006,
          [Q.water.volume]: 1200,
          [Q.water.otherSource]: 'Quarry lake',
        }),
      ),
    ).toEqual([]);
  });

  it('does not ask it of any other source', () => {
    expect(fields(row({ [Q.water.source]: mains, [Q.water.use]: 55006, [Q.water.volume]: 1200 }))).toEqual(
      [],
    );
  });
});

describe('Inputs saved as complete', () => {
  const inputs = section('inputs');
  const complete = (value: Answer['value'], extra: Partial<Answer> = {}) =>
    answer({ complete: true, value, unitMeasurementType: 'metric', ...extra });
  const fertiliser = complete(null, {
    rows: [{ id: 'f', values: { 15021: optionId(15021, 'Greens'), 15022: 95, 15023: 20, 15024: 60 } }],
  });
  const base: AnswerMap = {
    [Q.nutrients.grid]: fertiliser,
    15026: complete(optionId(15026, 'About half')),
    15032: complete(optionId(15032, 'Yes')),
  };
  const errors = (answers: AnswerMap) =>
    validateAnswers(inputs, answers, { today, requireAnswers: true }).map((error) => error.field);

  it('accepts "No, none applied" for plant protection without a row or an area', () => {
    const answers: AnswerMap = {
      ...base,
      [Q.pesticides.applied]: complete(optionId(Q.pesticides.applied, 'No, none applied')),
      [Q.pesticides.grid]: complete(null),
      15031: complete(null),
    };
    expect(errors(answers)).toEqual([]);
  });

  it('still asks whether any were applied', () => {
    expect(errors(base)).toContain(String(Q.pesticides.applied));
  });
});
