import { createRequire } from 'node:module';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { answer, option, question, setOf } from '../test/builders.ts';
import {
  addedAnswersKey,
  compile,
  COMPILED_SCHEMA_AJV_OPTIONS,
  toFormData,
  type JsonSchema,
} from './compile.ts';

// The 2020-12 build of ajv 8 and ajv-formats as RJSF's validator resolves them.
const requireFromRjsf = createRequire(import.meta.resolve('@rjsf/validator-ajv8'));
type AjvInstance = {
  compile(
    schema: JsonSchema,
  ): ((data: unknown) => boolean) & { errors?: { instancePath: string; keyword: string }[] | null };
};
const Ajv2020 = (requireFromRjsf('ajv/dist/2020') as { default: new (options: object) => AjvInstance })
  .default;
const addFormats = (requireFromRjsf('ajv-formats') as { default: (ajv: AjvInstance) => void }).default;

function ajv2020(schema: JsonSchema) {
  const ajv = new Ajv2020({ ...COMPILED_SCHEMA_AJV_OPTIONS });
  addFormats(ajv);
  return ajv.compile(schema);
}

const rjsf = customizeValidator();
const rjsfErrors = (data: unknown, schema: JsonSchema) =>
  rjsf.validateFormData(data, schema as never).errors.map((error) => `${error.property}:${error.name}`);

const meadow = option('Meadow', { id: 1001, sortOrder: 2 });
const other = option('Other', { id: 1002, sortOrder: 1 });
const retired = option('Retired', { id: 1003, active: false });
const heath = option('Heath', { id: 1004, sortOrder: 3 });
const specify = question({ id: 110, title: 'Please specify', fieldType: 'textarea' });
const fuel = question({
  id: 121,
  uiType: 'DROPDOWNLIST',
  fieldType: null,
  answers: [option('Diesel', { id: 1201 }), option('Petrol', { id: 1202 })],
});
const litres = question({ id: 122, fieldType: 'number', unitType: 'volume' });
const questions = [
  question({
    id: 100,
    title: 'Club name',
    instructions: 'As registered',
    placeholder: 'Name',
    guidance: { default: 'Use the legal name', GB: 'As on Companies House' },
  }),
  question({ id: 101, title: 'Water used', fieldType: 'number', unitType: 'volume', sortOrder: 1 }),
  question({ id: 102, title: 'Renewable share', fieldType: 'percentage', optional: true, sortOrder: 2 }),
  question({ id: 103, title: 'Last survey', fieldType: 'date', sortOrder: 3 }),
  question({
    id: 104,
    title: 'Habitats',
    uiType: 'MULTIPLECHOICE_NESTED',
    fieldType: null,
    answers: [meadow, other, retired, heath],
    nestedQuestions: [specify],
    nestedQuestionsId: 1002,
    sortOrder: 4,
  }),
  question({
    id: 105,
    title: 'Main source',
    uiType: 'DROPDOWNLIST',
    fieldType: null,
    answers: [other, heath, meadow],
    sortOrder: 5,
  }),
  question({
    id: 106,
    title: 'Actions',
    uiType: 'MULTIPLECHOICE_ADDMORE',
    fieldType: null,
    allowAddMore: true,
    answers: [meadow],
    sortOrder: 6,
  }),
  question({
    id: 107,
    title: 'Fuel',
    uiType: 'DATAGRID',
    fieldType: null,
    rowQuestions: [fuel, litres],
    verticalTableLayout: true,
    sortOrder: 7,
  }),
  question({
    id: 108,
    title: 'Carbon',
    uiType: 'CALCULATING',
    questionType: 'CALCULATING',
    fieldType: null,
    calculation: { expression: 1 },
    sortOrder: 8,
  }),
  question({ id: 109, title: 'Policy page', fieldType: 'url', optional: true, sortOrder: 9 }),
  question({ id: 111, title: 'Contact', fieldType: 'email', optional: true, sortOrder: 10 }),
  question({ id: 112, title: 'Hidden', active: false, sortOrder: 11 }),
  question({
    id: 113,
    title: 'Members informed',
    uiType: 'CHOICE',
    fieldType: null,
    answers: [option('Yes', { id: 1131 })],
    sortOrder: 12,
  }),
  question({
    id: 114,
    title: 'Empty choice',
    uiType: 'SINGLECHOICE',
    fieldType: null,
    optional: true,
    sortOrder: 13,
  }),
];
const set = setOf(questions);
const { schema, uiSchema } = compile(set, {
  today: '2025-06-15',
  unitSystem: 'british imperial',
  guidance: { country: 'GB' },
  title: 'Nature',
});
const validate = ajv2020(schema);

const valid = {
  '100': 'Royal Links',
  '101': 1234.56,
  '103': '2025-03-01',
  '104': [1002],
  '110': 'Scrapes',
  '105': 1004,
  '106': [1001],
  [addedAnswersKey(106)]: ['Hedgehog holes'],
  '107': [{ '121': 1201, '122': 3000 }],
  '113': 1131,
};

describe('compile', () => {
  it('produces a schema that accepts a complete, valid set of answers (ajv 2020-12 and RJSF draft-07)', () => {
    expect(validate(valid)).toBe(true);
    expect(rjsfErrors(valid, schema)).toEqual([]);
  });

  it('requires non-optional questions, but not calculated, optional or inactive ones', () => {
    expect(schema.required).toEqual(['100', '101', '103', '104', '105', '106', '107', '113']);
    expect(Object.keys(schema.properties as object)).not.toContain('112');
    const errors = rjsfErrors({}, schema);
    expect(errors).toContain('100:required');
    expect(errors).toHaveLength(8);
  });

  it('builds a draft form without required answers', () => {
    expect(compile(set, { requireAnswers: false }).schema.required).toEqual([]);
    expect(compile(set, { requireAnswers: false }).schema.title).toBeUndefined();
  });

  it('rejects what validateAnswer rejects: decimals, negatives, percentages, future dates, unknown options', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ '101': 1.005 }, '/101'],
      [{ '101': -4 }, '/101'],
      [{ '102': 101 }, '/102'],
      [{ '103': '2025-06-16' }, '/103'],
      [{ '103': '15/06/2025' }, '/103'],
      [{ '105': 1003 }, '/105'],
      [{ '104': [1001, 1001] }, '/104'],
      [{ '107': [{ '121': 1201 }] }, '/107/0'],
      [{ '107': [{ '121': 1201, '122': 1, '123': 'x' }] }, '/107/0'],
      [{ '107': [] }, '/107'],
      [{ [addedAnswersKey(106)]: ['x'.repeat(251)] }, `/${addedAnswersKey(106)}/0`],
      [{ '100': '   ' }, '/100'],
      [{ '109': 'not a url' }, '/109'],
      [{ '111': 'nobody' }, '/111'],
      [{ unknown: 1 }, ''],
    ];
    for (const [change, path] of cases) {
      expect(validate({ ...valid, ...change }), JSON.stringify(change)).toBe(false);
      expect(validate.errors?.map((error) => error.instancePath)).toContain(path);
      expect(rjsfErrors({ ...valid, ...change }, schema).length, JSON.stringify(change)).toBeGreaterThan(0);
    }
    expect(validate({ ...valid, '101': 0.07, '102': 12.5 })).toBe(true);
  });

  it('requires nested questions only while their triggering option is chosen', () => {
    const { '110': _specify, ...withoutSpecify } = valid;
    expect(validate(withoutSpecify)).toBe(false);
    expect(validate({ ...withoutSpecify, '104': [1001] })).toBe(true);
    expect(validate({ ...valid, '110': 'x'.repeat(501) })).toBe(false);
  });

  it('offers active options only: dropdowns alphabetically with Other last, others by sortOrder', () => {
    const properties = schema.properties as Record<string, JsonSchema>;
    expect((properties['105']!.oneOf as { title: string }[]).map((o) => o.title)).toEqual([
      'Heath',
      'Meadow',
      'Other',
    ]);
    expect(
      ((properties['104']!.items as JsonSchema).oneOf as { title: string }[]).map((o) => o.title),
    ).toEqual(['Other', 'Meadow', 'Heath']);
    expect(properties['114']).toEqual({ title: 'Empty choice', type: 'integer' });
    expect(properties['108']).toMatchObject({ type: 'number', readOnly: true });
  });

  it('describes widgets, order, units, guidance and limits in the uiSchema', () => {
    expect(uiSchema['ui:order']).toEqual([
      '100',
      '101',
      '102',
      '103',
      '104',
      '110',
      '105',
      '106',
      addedAnswersKey(106),
      '107',
      '108',
      '109',
      '111',
      '113',
      '114',
    ]);
    expect(uiSchema['100']).toMatchObject({
      'ui:description': 'As registered',
      'ui:placeholder': 'Name',
      'ui:help': 'As on Companies House',
    });
    expect(uiSchema['101']).toMatchObject({
      'ui:widget': 'updown',
      'ui:options': { unit: 'gal', step: 0.01, uiType: 'TEXTINPUTS', questionId: 101 },
    });
    expect(uiSchema['103']).toMatchObject({ 'ui:widget': 'date', 'ui:options': { max: '2025-06-15' } });
    expect(uiSchema['104']).toMatchObject({ 'ui:widget': 'checkboxes' });
    expect(uiSchema['110']).toMatchObject({ 'ui:widget': 'textarea', 'ui:options': { parentId: 104 } });
    expect(uiSchema['105']).toMatchObject({ 'ui:widget': 'select' });
    expect(uiSchema['113']).toMatchObject({ 'ui:widget': 'radio' });
    expect(uiSchema['107']).toMatchObject({
      'ui:options': { verticalTableLayout: true },
      items: { '122': { 'ui:options': { unit: 'gal' } } },
    });
    expect(uiSchema['108']).toMatchObject({ 'ui:readonly': true });
    expect(uiSchema['100']).not.toHaveProperty('ui:widget');
  });

  it('labels metric units by default and leaves dates open without today', () => {
    const plain = compile(set);
    expect(plain.uiSchema['101']).toMatchObject({ 'ui:options': { unit: 'm³' } });
    expect((plain.schema.properties as Record<string, JsonSchema>)['103']).toEqual({
      title: 'Last survey',
      type: 'string',
      format: 'date',
    });
  });

  it('requires always-shown nested questions directly', () => {
    const parent = question({
      id: 130,
      nestedQuestions: [question({ id: 131 }), question({ id: 132, optional: true })],
    });
    expect(compile(setOf([parent])).schema.required).toEqual(['130', '131']);
  });
});

describe('toFormData', () => {
  it('turns answers into formData the schema accepts', () => {
    const answers = {
      '100': answer({ complete: true, value: 'Royal Links' }),
      '101': answer({ complete: true, value: 1234.56 }),
      '102': answer({ savelater: true, value: '' }),
      '103': answer({ complete: true, value: '2025-03-01' }),
      '104': answer({ complete: true, value: [1002], nestedValues: { '110': 'Scrapes' } }),
      '105': answer({ complete: true, value: 1004 }),
      '106': answer({
        complete: true,
        value: [1001, 70001],
        facilityAddedAnswers: [{ id: 70001, title: 'Hedgehog holes' }],
      }),
      '107': answer({
        complete: true,
        rows: [{ id: 'r1', values: { '121': 1201, '122': 3000, '999': null } }],
      }),
      '113': answer({ complete: true, value: 1131 }),
      '114': answer({ complete: true, value: null }),
    };
    const data = toFormData(set, answers);
    expect(data).toEqual(valid);
    expect(validate(data)).toBe(true);
  });

  it('leaves out empty grids and unanswered questions', () => {
    expect(toFormData(set, { '107': answer({ rows: [] }) })).toEqual({});
  });
});
