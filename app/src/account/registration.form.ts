import type { Schemas } from '@oncourse/openapi';
import type { OrganisationType } from '@oncourse/engine';
import {
  clean,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  option,
  type FormConfig,
  type Text,
} from '../forms/form-config';
import { languageOptions, type LanguageChoice } from '../forms/languages';
import { roleOptions, type JobRole } from '../forms/roles';

export const HEAR_ABOUT_US = [
  'webSearch',
  'blog',
  'socialMedia',
  'magazine',
  'association',
  'conference',
  'invite',
] as const;

export interface RegistrationData {
  first_name?: string;
  last_name?: string;
  email?: string;
  language?: string;
  status?: JobRole;
  hear_about_us?: Schemas['HearAboutUs'];
  allow_correspondence?: boolean;
  terms?: boolean;
}

export interface RegistrationFormOptions {
  /** Which roles are offered: facility roles, or tournament roles (docs/registration.md#what-is-stored). */
  variant: OrganisationType;
  languages: readonly LanguageChoice[];
  /** The invitation token from the link, sent back so the server can match the invite. */
  token?: string | undefined;
  /** The address an invitation was sent to: the form shows it and cannot change it. */
  invitedEmail?: string | undefined;
}

/**
 * Registration (docs/registration.md#what-is-stored, docs/registration.md#input-rules): names, e-mail, language, role, how they heard about us (left at
 * its default → null), correspondence, and the terms box that must be ticked.
 */
export function registrationForm(
  t: Text,
  { variant, languages, token, invitedEmail }: RegistrationFormOptions,
): FormConfig<RegistrationData, Schemas['RegistrationPayload']> {
  return {
    schema: {
      type: 'object',
      required: ['first_name', 'last_name', 'email', 'language', 'status', 'terms'],
      properties: {
        first_name: { type: 'string', title: t('registration.firstName'), maxLength: NAME_MAX_LENGTH },
        last_name: { type: 'string', title: t('registration.lastName'), maxLength: NAME_MAX_LENGTH },
        email: {
          type: 'string',
          title: t('registration.email'),
          format: 'email',
          maxLength: EMAIL_MAX_LENGTH,
        },
        language: { type: 'string', title: t('registration.language'), oneOf: languageOptions(languages) },
        status: { type: 'string', title: t('registration.role'), oneOf: roleOptions(t, variant) },
        hear_about_us: {
          type: 'string',
          title: t('registration.hearAboutUs'),
          oneOf: HEAR_ABOUT_US.map((value) => option(value, t(`hearAboutUs.${value}`))),
        },
        allow_correspondence: {
          type: 'boolean',
          title: t('registration.allowCorrespondence'),
          default: false,
        },
        terms: { type: 'boolean', title: t('registration.terms'), const: true },
      },
    },
    uiSchema: {
      'ui:options': { columns: 2 },
      first_name: { 'ui:autocomplete': 'given-name', 'ui:autofocus': true },
      last_name: { 'ui:autocomplete': 'family-name' },
      email: {
        'ui:options': { inputType: 'email', colSpan: 'full' },
        'ui:autocomplete': 'email',
        ...(invitedEmail ? { 'ui:readonly': true, 'ui:help': t('registration.invitedEmailHelp') } : {}),
      },
      language: { 'ui:placeholder': t('form.choose') },
      status: { 'ui:placeholder': t('form.choose') },
      hear_about_us: { 'ui:placeholder': t('form.choose'), 'ui:options': { colSpan: 'full' } },
      allow_correspondence: { 'ui:options': { colSpan: 'full' } },
      terms: {
        'ui:options': {
          colSpan: 'full',
          requiredMessage: 'errors.termsRequired',
          labelLink: { href: '/terms-and-conditions', text: t('registration.termsLink'), newTab: true },
        },
      },
    },
    toPayload: (data) => ({
      first_name: clean(data.first_name),
      last_name: clean(data.last_name),
      // The invitation proved this address; it is the one registered, whatever the field held.
      email: invitedEmail ?? clean(data.email),
      language: data.language ?? 'en',
      status: data.status ?? 'USER',
      // docs/registration.md#input-rules: a hear-about value left at its default is sent as null.
      hear_about_us: data.hear_about_us ?? null,
      allow_correspondence: data.allow_correspondence === true,
      email_notifications: false,
      introductory_tour: false,
      measurement_unit: 'metric',
      ...(token ? { token } : {}),
    }),
  };
}
