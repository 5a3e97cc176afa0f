import { precompiledFormValidator, transformErrors, type Translate } from '@oncourse/renderers/form-theme';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import {
  completeRegistrationForm,
  passwordsMatch,
  type NewPasswordData,
} from '../../account/new-password.form';
import { registrationForm } from '../../account/registration.form';
import { signInForm } from '../../account/sign-in.form';
import { DEFAULT_LANGUAGES } from '../languages';
import { LIGHT_FORM_GROUPS, VALIDATED_FORMS } from '../validated-forms';
import * as newPasswordGroup from './validators/new-password.gen.js';
import * as registrationGroup from './validators/registration.gen.js';
import * as signInGroup from './validators/sign-in.gen.js';
import { hashForSchema } from '@rjsf/utils';
import { validationShape } from '@oncourse/renderers/form-light';
import { validateLight } from './lightValidate';

const key = (text: string) => text;
// Catalogue keys as texts, so the test sees which message each renderer chose.
const keys: Translate = (text) => text;
const registration = registrationForm(key, { variant: 'FACILITY', languages: DEFAULT_LANGUAGES });

/** Each field's texts as the RJSF theme (AppForm) reports them for the same data and functions. */
function themeMessages<T>(
  validateFns: ValidatorFunctions,
  schema: RJSFSchema,
  uiSchema: UiSchema,
  data: Record<string, unknown>,
  custom?: Parameters<typeof validateLight<T>>[0]['customValidate'],
): Record<string, string[]> {
  const validator = precompiledFormValidator<T>(validateFns, schema);
  const { errorSchema } = validator.validateFormData(
    data as T,
    schema,
    custom,
    transformErrors(keys),
    uiSchema as UiSchema<T>,
  );
  const result: Record<string, string[]> = {};
  for (const [field, node] of Object.entries(errorSchema as Record<string, { __errors?: string[] }>))
    if (field !== '__errors' && node.__errors?.length) result[field] = node.__errors;
  return result;
}

function lightMessages<T>(
  compiled: Parameters<typeof validateLight<T>>[0]['compiled'],
  schema: RJSFSchema,
  uiSchema: UiSchema,
  data: Record<string, unknown>,
  custom?: Parameters<typeof validateLight<T>>[0]['customValidate'],
): Record<string, string[]> {
  const problems = validateLight<T>({
    compiled,
    schema,
    uiSchema,
    data,
    t: keys,
    locale: 'en',
    customValidate: custom,
  });
  return Object.fromEntries(
    Object.entries(problems).map(([field, list]) => [field, list.map((p) => p.message)]),
  );
}

describe('the light form validates as the form theme does', () => {
  it.each([
    ['an empty registration', {}],
    [
      'a malformed address and an unticked terms box',
      { first_name: 'Morag', email: 'not-an-address', terms: false },
    ],
    [
      'a name over its length',
      {
        first_name: 'x'.repeat(501),
        last_name: 'F',
        email: 'm@club.scot',
        language: 'en',
        status: 'USER',
        terms: true,
      },
    ],
  ])('%s gets the same texts on the same fields', (_name, data) => {
    const light = lightMessages(
      registrationGroup.forms.registration,
      registration.schema,
      registration.uiSchema,
      data,
    );
    expect(light).toEqual(
      themeMessages(registrationGroup.validateFns, registration.schema, registration.uiSchema, data),
    );
    expect(Object.keys(light).length).toBeGreaterThan(0);
  });

  it('says which box must be ticked, with the terms message, not the generic one', () => {
    const light = lightMessages(
      registrationGroup.forms.registration,
      registration.schema,
      registration.uiSchema,
      { terms: false },
    );
    expect(light.terms).toEqual(['errors.termsRequired']);
  });

  it('accepts a complete registration', () => {
    const data = {
      first_name: 'Morag',
      last_name: 'Fairlie',
      email: 'm@club.scot',
      language: 'en',
      status: 'USER',
      terms: true,
    };
    expect(
      lightMessages(registrationGroup.forms.registration, registration.schema, registration.uiSchema, data),
    ).toEqual({});
  });

  it('runs the form rule too: a weak password and a retype that does not match', () => {
    const form = completeRegistrationForm(key, 'token');
    const data = { password: 'password', retypePassword: 'passwort' };
    const rule = passwordsMatch<NewPasswordData>(key);
    const light = lightMessages(
      newPasswordGroup.forms.completeRegistration,
      form.schema,
      form.uiSchema,
      data,
      rule,
    );
    expect(light).toEqual({
      password: ['errors.passwordNeedsDigit'],
      retypePassword: ['errors.passwordsMismatch'],
    });
    expect(light).toEqual(
      themeMessages(newPasswordGroup.validateFns, form.schema, form.uiSchema, data, rule),
    );
  });

  it('requires both sign-in fields', () => {
    const { schema, uiSchema } = signInForm(key, false);
    expect(lightMessages(signInGroup.forms.signIn, schema, uiSchema, {})).toEqual({
      email: ['errors.required'],
      password: ['errors.required'],
    });
  });

  it('compiles every light form into its own group module', async () => {
    for (const [group, forms] of Object.entries(LIGHT_FORM_GROUPS)) {
      const module = (await import(`./validators/${group}.gen.js`)) as {
        forms: Record<string, unknown>;
        validateFns: ValidatorFunctions;
      };
      for (const form of forms) {
        // The very function AppForm finds for the form by its validation shape.
        const shape = hashForSchema(validationShape(VALIDATED_FORMS[form]!()));
        expect(module.forms[form], form).toBeTypeOf('function');
        expect(module.forms[form], form).toBe(module.validateFns[shape]);
      }
    }
  });
});
