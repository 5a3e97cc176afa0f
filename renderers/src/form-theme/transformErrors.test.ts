import { describe, expect, test } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

import { runtimeFormValidator } from './runtime-validator.ts';
import { transformErrors } from './transformErrors.ts';
import type { StringsSource } from './transformErrors.ts';

/** Validates `data` as the form does and returns field → messages. */
function messages(
  schema: RJSFSchema,
  data: unknown,
  uiSchema: UiSchema = {},
  strings?: StringsSource,
  locale?: string,
) {
  const { errors } = runtimeFormValidator().validateFormData(
    data,
    schema,
    undefined,
    transformErrors(strings, locale),
    uiSchema,
  );
  return errors.map((error) => `${(error.property ?? '').replace(/^\./, '')}: ${error.message}`);
}

const text = (extra: RJSFSchema = {}): RJSFSchema => ({ type: 'string', ...extra });

describe('transformErrors', () => {
  test("an if/then rule shows only the then rule's own field messages, not ajv's summary", () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { reason: text(), phone: text() },
      if: { properties: { reason: { const: 'CALL' } }, required: ['reason'] },
      then: { required: ['phone'] },
    };
    expect(messages(schema, { reason: 'CALL' })).toEqual(['phone: This field is required']);
  });

  test('a missing required value says the catalogue text', () => {
    expect(
      messages({ type: 'object', required: ['firstName'], properties: { firstName: text() } }, {}),
    ).toEqual(['firstName: This field is required']);
  });

  test('an invalid e-mail says to enter a valid e-mail address', () => {
    expect(
      messages({ type: 'object', properties: { email: text({ format: 'email' }) } }, { email: 'nope' }),
    ).toEqual(['email: Enter a valid e-mail address']);
  });

  test('too long a value names the limit', () => {
    expect(
      messages({ type: 'object', properties: { name: text({ maxLength: 5 }) } }, { name: 'abcdefg' }),
    ).toEqual(['name: Enter at most 5 characters']);
  });

  test('a pattern failure uses the field patternMessage key through the catalogue', () => {
    const schema: RJSFSchema = { type: 'object', properties: { password: text({ pattern: '\\d' }) } };
    const uiSchema = { password: { 'ui:options': { patternMessage: 'errors.passwordRequirements' } } };
    const catalogue = {
      'errors.passwordRequirements': 'Your password does not meet the minimum requirements',
    };
    expect(messages(schema, { password: 'abc' }, uiSchema, catalogue)).toEqual([
      'password: Your password does not meet the minimum requirements',
    ]);
  });

  test('a pattern failure without a message asks for the expected format', () => {
    expect(
      messages({ type: 'object', properties: { code: text({ pattern: '^\\d+$' }) } }, { code: 'x' }),
    ).toEqual(['code: Enter a value in the expected format']);
  });

  test('an unticked required checkbox shows its own requiredMessage (with its fallback)', () => {
    const schema: RJSFSchema = {
      type: 'object',
      required: ['terms'],
      properties: { terms: { type: 'boolean', const: true } },
    };
    const uiSchema = {
      terms: {
        'ui:options': {
          requiredMessage: {
            key: 'registration.termsRequired',
            fallback: 'Please agree to the terms & conditions',
          },
        },
      },
    };
    expect(messages(schema, { terms: false }, uiSchema)).toEqual([
      'terms: Please agree to the terms & conditions',
    ]);
    expect(messages(schema, {}, uiSchema)).toEqual(['terms: Please agree to the terms & conditions']);
  });

  test('texts come from the translator, with values filled in', () => {
    const german: Record<string, string> = {
      'errors.required': 'Dieses Feld ist erforderlich',
      'errors.maxLength': 'Höchstens {{max}} Zeichen',
    };
    const t = (key: string, fallback: string) => german[key] ?? fallback;
    const schema: RJSFSchema = {
      type: 'object',
      required: ['a'],
      properties: { a: text(), b: text({ maxLength: 3 }) },
    };
    expect(messages(schema, { b: 'abcd' }, {}, t)).toEqual([
      'a: Dieses Feld ist erforderlich',
      'b: Höchstens 3 Zeichen',
    ]);
  });

  test('a per-keyword errorMessages entry wins over the default text', () => {
    const schema: RJSFSchema = { type: 'object', properties: { answer: text({ maxLength: 250 }) } };
    const uiSchema = {
      answer: {
        'ui:options': {
          errorMessages: {
            maxLength: { key: 'answers.tooLong', fallback: 'New answer cannot exceed 250 characters' },
          },
        },
      },
    };
    expect(messages(schema, { answer: 'x'.repeat(251) }, uiSchema)).toEqual([
      'answer: New answer cannot exceed 250 characters',
    ]);
  });

  test('nested and array fields find their own uiSchema', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        rows: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: text() } } },
      },
    };
    const uiSchema = {
      rows: {
        items: {
          name: {
            'ui:options': { requiredMessage: { key: 'answers.complete', fallback: 'please complete' } },
          },
        },
      },
    };
    expect(messages(schema, { rows: [{}] }, uiSchema)).toEqual(['rows.0.name: please complete']);
  });

  test('multipleOf accepts decimal steps despite floating point', () => {
    const schema: RJSFSchema = { type: 'object', properties: { area: { type: 'number', multipleOf: 0.5 } } };
    expect(messages(schema, { area: 1.5 })).toEqual([]);
    expect(messages(schema, { area: 0.3 })).toEqual(['area: Enter a multiple of 0.5']);
  });

  test('a step of 0.01 or 0.1 says how many decimals the field keeps, not a step', () => {
    const field = (multipleOf: number): RJSFSchema => ({
      type: 'object',
      properties: { area: { type: 'number', multipleOf } },
    });
    expect(messages(field(0.01), { area: 14.75 })).toEqual([]);
    expect(messages(field(0.01), { area: 14.755 })).toEqual(['area: Enter at most 2 decimal places']);
    expect(messages(field(0.1), { area: 0.3 })).toEqual([]);
    expect(messages(field(0.1), { area: 0.35 })).toEqual(['area: Enter at most 1 decimal place']);
  });

  test('text in a number field asks for a number, with an example in the display language', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { area: { type: 'number' }, holes: { type: 'integer' } },
    };
    const german = { 'errors.notNumber': 'Geben Sie eine Zahl ein, zum Beispiel {{example}}' };
    expect(messages(schema, { area: '12,5' }, {}, undefined, 'en')).toEqual([
      'area: Enter a number, for example 1,234.5',
    ]);
    expect(messages(schema, { area: '1e20' }, {}, german, 'de')).toEqual([
      'area: Geben Sie eine Zahl ein, zum Beispiel 1.234,5',
    ]);
    expect(messages(schema, { holes: 18.5 }, {}, undefined, 'fr')).toEqual([
      'holes: Enter a whole number, for example 1\u202f234',
    ]);
  });
});
