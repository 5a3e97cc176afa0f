import { describe, expect, it } from 'vitest';
import { addRoleForm } from '../profile/add-role.form';
import { changePasswordForm } from '../profile/change-password.form';
import { DEFAULT_LANGUAGES } from './languages';
import { completeRegistrationForm, newPasswordForm, passwordsMatch } from '../account/new-password.form';
import { profileGeneralForm } from '../profile/profile-general.form';
import { registrationForm } from '../account/registration.form';
import { settingsForm } from '../profile/settings.form';

const t = (key: string) => key;
const values = (schema: unknown) =>
  ((schema as { oneOf: { const: unknown }[] }).oneOf ?? []).map((option) => option.const);

describe('form configs', () => {
  it('registration offers facility roles or tournament roles by variant', () => {
    const facility = registrationForm(t, { variant: 'FACILITY', languages: DEFAULT_LANGUAGES });
    const tournament = registrationForm(t, { variant: 'TOURNAMENT', languages: DEFAULT_LANGUAGES });
    expect(values(facility.schema.properties?.status)).toEqual([
      'USER',
      'other',
      'coaching',
      'commitee',
      'management',
      'facility Management',
    ]);
    expect(values(tournament.schema.properties?.status)).toContain('tournament director');
    expect(values(tournament.schema.properties?.status)).not.toContain('coaching');
  });

  it('registration sends the defaults of docs/registration.md#what-is-stored and null for an untouched hear-about', () => {
    const form = registrationForm(t, { variant: 'FACILITY', languages: DEFAULT_LANGUAGES });
    expect(
      form.toPayload({
        first_name: ' Alex ',
        last_name: 'Morgan',
        email: 'a@b.org',
        language: 'de',
        status: 'coaching',
        terms: true,
      }),
    ).toEqual({
      first_name: 'Alex',
      last_name: 'Morgan',
      email: 'a@b.org',
      language: 'de',
      status: 'coaching',
      hear_about_us: null,
      allow_correspondence: false,
      email_notifications: false,
      introductory_tour: false,
      measurement_unit: 'metric',
    });
  });

  it('settings offer every language but zu', () => {
    const languages = values(settingsForm(t, DEFAULT_LANGUAGES).schema.properties?.language);
    expect(languages).toContain('de');
    expect(languages).not.toContain('zu');
  });

  it('profile limits names to 500 and the e-mail to 254 characters', () => {
    const { schema } = profileGeneralForm(t);
    expect(schema.properties?.first_name).toMatchObject({ maxLength: 500 });
    expect(schema.properties?.last_name).toMatchObject({ maxLength: 500 });
    expect(schema.properties?.email_address).toMatchObject({ maxLength: 254, format: 'email' });
    expect(schema.required).toEqual(['first_name', 'last_name', 'email_address']);
  });

  it('add-role requires both fields and offers the roles of the chosen organisation type only', () => {
    const tournament = {
      id: 5,
      name: 'Open',
      type: 'TOURNAMENT' as const,
      role: null,
      logoId: null,
      activities: [],
    };
    const form = addRoleForm(t, [tournament], tournament);
    expect(form.schema.required).toEqual(['organisation', 'role']);
    expect(values(form.schema.properties?.role)).toEqual([
      'tournament director',
      'tournament manager',
      'tournament assistant',
      'tournament consultant',
      'sustainability manager',
      'communications manager',
      'commercial manager',
    ]);
  });

  it('change password requires the current password and sends only current and new', () => {
    const form = changePasswordForm(t);
    expect(form.schema.required).toEqual(['current_password', 'password', 'retypePassword']);
    expect(form.toPayload({ current_password: 'old1', password: 'new1', retypePassword: 'new1' })).toEqual({
      current_password: 'old1',
      password: 'new1',
    });
  });
});

describe('password rules (docs/accounts.md#input-rules)', () => {
  /** The messages the form's check puts on each field for a typed pair. */
  const check = (password: string, retypePassword = password) => {
    const found: Record<string, string[]> = { password: [], retypePassword: [] };
    const errors = {
      password: { addError: (message: string) => found.password!.push(message) },
      retypePassword: { addError: (message: string) => found.retypePassword!.push(message) },
    };
    passwordsMatch(t)({ password, retypePassword }, errors as never, undefined as never);
    return found;
  };

  it('names the part of the rule that failed', () => {
    expect(check('abc1234').password).toEqual(['errors.passwordTooShort']);
    expect(check('abcdefgh').password).toEqual(['errors.passwordNeedsDigit']);
    expect(check('12345678').password).toEqual(['errors.passwordNeedsLetterOrSymbol']);
    expect(check('1234 5678').password).toEqual(['errors.passwordNeedsLetterOrSymbol']);
  });

  it('accepts what the server accepts, a non-ASCII digit included', () => {
    expect(check('abcd1234').password).toEqual([]);
    expect(check('!!!!!!!9').password).toEqual([]);
    expect(check('Grünwald٣').password).toEqual([]);
  });

  it.each([
    ['new password', newPasswordForm(t, 'token', false)],
    ['complete registration', completeRegistrationForm(t, 'token')],
    ['change password', changePasswordForm(t)],
  ])('the %s form describes the rule and leaves the check to the shared validator', (_name, form) => {
    expect(form.uiSchema.password?.['ui:help']).toBe('password.rule');
    expect(form.schema.properties?.password).not.toHaveProperty('pattern');
  });

  it('reports a retyped password that does not match', () => {
    const messages: string[] = [];
    const errors = { retypePassword: { addError: (message: string) => messages.push(message) } };
    passwordsMatch(t)({ password: 'abcd1234', retypePassword: 'abcd1235' }, errors as never);
    expect(messages).toEqual(['errors.passwordsMismatch']);
  });
});
