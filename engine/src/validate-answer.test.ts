import { describe, expect, it } from 'vitest';
import { answer, option, question } from '../test/builders.ts';
import type { Answer, Question } from './model.ts';
import {
  nestedQuestionsVisible,
  validateAnswer,
  validateNewAnswer,
  validateNote,
  type ValidationContext,
} from './validate-answer.ts';

const context: ValidationContext = { today: '2025-06-15' };
/** A boolean no longer fits AnswerValue (nor the contract), yet stored data or another client might hold one. */
const aBoolean = (value: boolean) => value as unknown as Answer['value'];
const codes = (q: Question, a: Answer | undefined, ctx = context) =>
  validateAnswer(q, a, ctx).map((e) => `${e.field}:${e.code}`);

describe('validateAnswer: required', () => {
  const text = question({ id: 1 });

  it("requires an answer saved as complete, with the catalogue's message and code", () => {
    expect(validateAnswer(text, answer({ complete: true, value: '  ' }), context)).toEqual([
      { field: '1', code: 'REQUIRED_FIELD_MISSING', number: 101, message: 'Complete this answer' },
    ]);
  });

  it('does not require answers saved for later or optional questions', () => {
    expect(codes(text, answer({ savelater: true }))).toEqual([]);
    expect(codes(question({ id: 2, optional: true }), answer({ complete: true }))).toEqual([]);
    expect(codes(text, undefined)).toEqual([]);
  });

  it('requires every non-optional answer when asked to (completing a section)', () => {
    expect(codes(text, undefined, { ...context, requireAnswers: true })).toEqual([
      '1:REQUIRED_FIELD_MISSING',
    ]);
    expect(codes(text, answer({ savelater: true }), { ...context, requireAnswers: true })).toEqual([
      '1:REQUIRED_FIELD_MISSING',
    ]);
  });

  it('ignores inactive and calculated questions', () => {
    expect(codes(question({ active: false }), answer({ complete: true }))).toEqual([]);
    expect(
      codes(question({ uiType: 'CALCULATING', questionType: 'CALCULATING' }), answer({ complete: true })),
    ).toEqual([]);
  });
});

describe('validateAnswer: numbers', () => {
  const water = question({ id: 3, fieldType: 'number', unitType: 'volume' });
  const share = question({ id: 4, fieldType: 'percentage' });
  const check = (q: Question, value: Answer['value']) => codes(q, answer({ complete: true, value }));

  it('accepts up to 2 decimals (step 0.01), as numbers or numeric text', () => {
    for (const value of [0, 12, 12.5, 0.07, 1.13, 123456789.12, '15.25', ' 3 '])
      expect(check(water, value)).toEqual([]);
  });

  it('rejects more than 2 decimals', () => {
    expect(check(water, 1.005)).toEqual(['3:INCORRECT_FORMAT']);
    expect(check(water, '2.125')).toEqual(['3:INCORRECT_FORMAT']);
  });

  it('rejects negative values and text', () => {
    expect(check(water, -1)).toEqual(['3:BELOW_MIN_VALUE']);
    expect(check(water, 'twelve')).toEqual(['3:INCORRECT_FORMAT']);
    expect(check(water, aBoolean(true))).toEqual(['3:INCORRECT_FORMAT']);
    expect(validateAnswer(water, answer({ complete: true, value: 'abc' }), context)[0]?.message).toBe(
      'Enter a number',
    );
  });

  it('limits percentages to 100', () => {
    expect(check(share, 100)).toEqual([]);
    expect(check(share, 100.01)).toEqual(['4:ABOVE_MAX_VALUE']);
  });
});

describe('validateAnswer: dates', () => {
  const opened = question({ id: 5, fieldType: 'date' });
  const check = (value: Answer['value']) => codes(opened, answer({ complete: true, value }));

  it('accepts yyyy-MM-dd up to today', () => {
    expect(check('2025-06-15')).toEqual([]);
    expect(check('1998-02-28')).toEqual([]);
    expect(check('2024-02-29')).toEqual([]);
  });

  it('rejects other formats and impossible dates', () => {
    for (const value of [
      '15/06/2025',
      '2025-6-1',
      '2023-02-29',
      '2025-13-01',
      '2025-00-10',
      '2025-04-31',
      20250101,
    ]) {
      expect(check(value)).toEqual(['5:INCORRECT_FORMAT']);
    }
  });

  it('rejects dates after today', () => {
    expect(check('2025-06-16')).toEqual(['5:ABOVE_MAX_VALUE']);
  });
});

describe('validateAnswer: text formats', () => {
  it('checks e-mail and web addresses', () => {
    const email = question({ id: 6, fieldType: 'email' });
    const url = question({ id: 7, fieldType: 'url' });
    expect(codes(email, answer({ complete: true, value: 'greenkeeper@club.example' }))).toEqual([]);
    expect(codes(email, answer({ complete: true, value: 'not an address' }))).toEqual(['6:INCORRECT_FORMAT']);
    // The one address rule (isEmailAddress): a local part SMTP would refuse is refused here too.
    const tooLong = `${'a'.repeat(65)}@club.example`;
    expect(codes(email, answer({ complete: true, value: tooLong }))).toEqual(['6:INCORRECT_FORMAT']);
    expect(codes(url, answer({ complete: true, value: 'https://club.example/policy.pdf' }))).toEqual([]);
    expect(codes(url, answer({ complete: true, value: 'ftp://club.example' }))).toEqual([
      '7:INCORRECT_FORMAT',
    ]);
    expect(codes(url, answer({ complete: true, value: 'club dot example' }))).toEqual(['7:INCORRECT_FORMAT']);
  });

  it('accepts any text for a text field but not a selection', () => {
    const notesField = question({ id: 8, fieldType: 'textarea' });
    expect(codes(notesField, answer({ complete: true, value: 'We run a bee hotel.' }))).toEqual([]);
    expect(codes(question({ id: 9, fieldType: null }), answer({ complete: true, value: 42 }))).toEqual([]);
    expect(codes(notesField, answer({ complete: true, value: [1] }))).toEqual(['8:INCORRECT_FORMAT']);
    expect(codes(notesField, answer({ complete: true, value: aBoolean(false) }))).toEqual(['8:INCORRECT_FORMAT']);
  });
});

describe('validateAnswer: choices', () => {
  const yes = option('Yes', { id: 101 });
  const no = option('No', { id: 102 });
  const retired = option('Partly', { id: 103, active: false });
  const dropdown = question({ id: 10, uiType: 'DROPDOWNLIST', fieldType: null, answers: [yes, no, retired] });
  const multi = question({ id: 11, uiType: 'MULTIPLECHOICE', fieldType: null, answers: [yes, no, retired] });

  it('needs a choice in a dropdown saved as complete', () => {
    expect(validateAnswer(dropdown, answer({ complete: true }), context)).toMatchObject([
      { field: '10', code: 'REQUIRED_FIELD_MISSING', message: 'Complete this answer' },
    ]);
    expect(codes(dropdown, answer({ complete: true, value: 101 }))).toEqual([]);
  });

  it('rejects unknown and retired options', () => {
    expect(codes(dropdown, answer({ complete: true, value: 999 }))).toEqual(['10:UNKNOWN_ENUM_VALUE']);
    expect(codes(dropdown, answer({ complete: true, value: 103 }))).toEqual(['10:INACTIVE_RESOURCE']);
    expect(codes(dropdown, answer({ complete: true, value: [101] }))).toEqual(['10:INCORRECT_FORMAT']);
  });

  it('takes a yes/no CHOICE as its option id only, never as a boolean or a "true"/"false" string', () => {
    const choice = question({ id: 12, uiType: 'CHOICE', fieldType: null, answers: [yes, no] });
    expect(codes(choice, answer({ complete: true, value: 102 }))).toEqual([]);
    expect(codes(choice, answer({ complete: true, value: aBoolean(false) }))).toEqual(['12:UNKNOWN_ENUM_VALUE']);
    expect(codes(choice, answer({ complete: true, value: aBoolean(true) }))).toEqual(['12:UNKNOWN_ENUM_VALUE']);
    expect(codes(choice, answer({ complete: true, value: 'true' }))).toEqual(['12:UNKNOWN_ENUM_VALUE']);
    expect(codes(choice, answer({ complete: true, value: '102' }))).toEqual(['12:UNKNOWN_ENUM_VALUE']);
  });

  it('expects an array of distinct known options for multiple choice', () => {
    expect(codes(multi, answer({ complete: true, value: [101, 102] }))).toEqual([]);
    expect(codes(multi, answer({ complete: true, value: 101 }))).toEqual(['11:NOT_ARRAY_VALUE']);
    expect(codes(multi, answer({ complete: true, value: [101, 101] }))).toEqual(['11:DUPLICATED_VALUE']);
    expect(codes(multi, answer({ complete: true, value: [101, 555] }))).toEqual(['11.1:UNKNOWN_ENUM_VALUE']);
    expect(codes(multi, answer({ complete: true, value: [] }))).toEqual(['11:REQUIRED_FIELD_MISSING']);
  });
});

describe('validateAnswer: answers added by the facility', () => {
  const addMore = question({
    id: 13,
    uiType: 'MULTIPLECHOICE_ADDMORE',
    fieldType: null,
    allowAddMore: true,
    answers: [option('Bird boxes', { id: 201 })],
  });

  it('counts added answers as an answer and lets them be selected', () => {
    const added = [{ id: 70001, title: 'Hedgehog highway' }];
    expect(codes(addMore, answer({ complete: true, value: [], facilityAddedAnswers: added }))).toEqual([]);
    expect(
      codes(addMore, answer({ complete: true, value: [201, 70001], facilityAddedAnswers: added })),
    ).toEqual([]);
  });

  it('refuses an added answer whose id is an option’s or another added answer’s', () => {
    const taken = [{ id: 201, title: 'Hedgehog highway' }];
    expect(codes(addMore, answer({ savelater: true, value: [201], facilityAddedAnswers: taken }))).toEqual([
      '13.facilityAddedAnswers.0.id:DUPLICATED_VALUE',
    ]);
    const twice = [
      { id: -1, title: 'Hedgehog highway' },
      { id: -1, title: 'Log piles' },
    ];
    expect(codes(addMore, answer({ savelater: true, value: [-1], facilityAddedAnswers: twice }))).toEqual([
      '13.facilityAddedAnswers.1.id:DUPLICATED_VALUE',
    ]);
    const negative = [{ id: -1, title: 'Hedgehog highway' }];
    expect(
      codes(addMore, answer({ complete: true, value: [201, -1], facilityAddedAnswers: negative })),
    ).toEqual([]);
  });

  it("limits a new answer to 250 characters with the catalogue's message", () => {
    const long = [{ id: 70002, title: 'x'.repeat(251) }];
    expect(validateAnswer(addMore, answer({ savelater: true, facilityAddedAnswers: long }), context)).toEqual(
      [
        {
          field: '13.facilityAddedAnswers.0',
          code: 'ABOVE_MAX_VALUE',
          number: 105,
          message: 'Enter a new answer of at most 250 characters',
        },
      ],
    );
    expect(
      codes(addMore, answer({ savelater: true, facilityAddedAnswers: [{ id: 1, title: 'y'.repeat(250) }] })),
    ).toEqual([]);
  });

  it('rejects blank and duplicate new answers', () => {
    const added = [
      { id: 1, title: ' ' },
      { id: 2, title: 'bird boxes' },
      { id: 3, title: 'Log piles' },
      { id: 4, title: 'Log Piles ' },
    ];
    expect(codes(addMore, answer({ savelater: true, facilityAddedAnswers: added }))).toEqual([
      '13.facilityAddedAnswers.0:REQUIRED_FIELD_MISSING',
      '13.facilityAddedAnswers.1:DUPLICATED_VALUE',
      '13.facilityAddedAnswers.3:DUPLICATED_VALUE',
    ]);
  });

  it('validates a new answer on its own (the add dialog)', () => {
    expect(validateNewAnswer('Wildflower meadow')).toEqual([]);
    expect(validateNewAnswer('', [], 'title')[0]).toMatchObject({
      field: 'title',
      message: 'Complete this answer',
    });
  });
});

describe('validateAnswer: nested questions', () => {
  const other = option('Other', { id: 301 });
  const specify = question({ id: 15, fieldType: 'textarea', title: 'Please specify' });
  const hectares = question({ id: 16, fieldType: 'number', optional: true });
  const nestedChoice = question({
    id: 14,
    uiType: 'MULTIPLECHOICE_NESTED',
    fieldType: null,
    answers: [option('Meadow', { id: 300 }), other],
    nestedQuestions: [specify, hectares, question({ id: 17, active: false })],
    nestedQuestionsId: 301,
  });

  it('requires nested answers only while the triggering option is chosen', () => {
    expect(codes(nestedChoice, answer({ complete: true, value: [300] }))).toEqual([]);
    expect(codes(nestedChoice, answer({ complete: true, value: [301] }))).toEqual([
      '14.nested.15:REQUIRED_FIELD_MISSING',
    ]);
    expect(
      codes(nestedChoice, answer({ complete: true, value: [301], nestedValues: { '15': 'Scrapes' } })),
    ).toEqual([]);
  });

  it('limits a custom answer on a choice question to 500 characters', () => {
    const tooLong = answer({ savelater: true, value: [301], nestedValues: { '15': 'a'.repeat(501) } });
    expect(validateAnswer(nestedChoice, tooLong, context)).toEqual([
      {
        field: '14.nested.15',
        code: 'ABOVE_MAX_VALUE',
        number: 105,
        message: 'Enter an answer of at most 500 characters',
      },
    ]);
  });

  it('checks nested values by their own field type', () => {
    const bad = answer({ savelater: true, value: [301], nestedValues: { '15': 'ok', '16': 2.555 } });
    expect(codes(nestedChoice, bad)).toEqual(['14.nested.16:INCORRECT_FORMAT']);
  });

  it('shows nested questions always when no option triggers them', () => {
    const parent = question({ nestedQuestions: [specify] });
    expect(nestedQuestionsVisible(parent, null)).toBe(true);
    expect(nestedQuestionsVisible(nestedChoice, 301)).toBe(true);
    expect(nestedQuestionsVisible(nestedChoice, [300])).toBe(false);
  });
});

describe('validateAnswer: data grids', () => {
  const fuel = question({
    id: 21,
    uiType: 'DROPDOWNLIST',
    fieldType: null,
    answers: [option('Diesel', { id: 401 })],
  });
  const litres = question({ id: 22, fieldType: 'number' });
  const supplier = question({ id: 23, fieldType: 'text' });
  const comment = question({ id: 24, fieldType: 'text', optional: true });
  const grid = question({
    id: 20,
    uiType: 'DATAGRID',
    fieldType: null,
    rowQuestions: [fuel, litres, supplier, comment],
  });

  it('requires every non-optional field of every row, even when saving for later', () => {
    const rows = [
      { id: 'a', values: { '21': 401, '22': 1200, '23': 'Certas' } },
      { id: 'b', values: { '21': 401, '22': null, '23': '' } },
    ];
    expect(codes(grid, answer({ savelater: true, rows }))).toEqual([
      '20.rows.1.22:REQUIRED_FIELD_MISSING',
      '20.rows.1.23:REQUIRED_FIELD_MISSING',
    ]);
  });

  it('limits grid text to 250 characters and checks numbers and options', () => {
    const rows = [{ id: 'a', values: { '21': 999, '22': -3, '23': 's'.repeat(251) } }];
    expect(
      validateAnswer(grid, answer({ savelater: true, rows }), context).map((e) => [
        e.field,
        e.code,
        e.message,
      ]),
    ).toEqual([
      ['20.rows.0.21', 'UNKNOWN_ENUM_VALUE', 'Choose one of the options'],
      ['20.rows.0.22', 'BELOW_MIN_VALUE', 'Enter a number of 0 or more'],
      ['20.rows.0.23', 'ABOVE_MAX_VALUE', 'Enter an answer of at most 250 characters'],
    ]);
  });

  it('needs at least one row when completed', () => {
    expect(codes(grid, answer({ complete: true }))).toEqual(['20:REQUIRED_FIELD_MISSING']);
  });
});

describe('notes', () => {
  const q = question({ id: 30 });
  const note = (value: string) => ({
    id: 1,
    questionId: 30,
    type: 'notes' as const,
    createDate: '2025-01-01',
    value,
  });

  it('rejects an empty note, also one with only markup', () => {
    expect(validateNote('<p></p>')).toMatchObject([
      { code: 'REQUIRED_FIELD_MISSING', message: 'Enter a note' },
    ]);
    expect(codes(q, answer({ savelater: true, notes: [note('<p>&nbsp;</p>')] }))).toEqual([
      '30.notes.0:REQUIRED_FIELD_MISSING',
    ]);
  });

  it('counts at most 2000 plain-text characters, not markup', () => {
    const exactly = `<p><strong>${'a'.repeat(2000)}</strong></p>`;
    expect(validateNote(exactly)).toEqual([]);
    expect(validateNote(`<p>${'a'.repeat(2001)}</p>`)).toMatchObject([
      { code: 'ABOVE_MAX_VALUE', number: 105, message: 'Enter a note of at most 2000 characters' },
    ]);
    expect(validateNote('&amp;'.repeat(2000))).toEqual([]);
  });
});
