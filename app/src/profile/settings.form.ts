import type { Schemas } from '@oncourse/openapi';
import type { MeasurementUnit, SessionUser } from '../session/types';
import { measurementUnitOptions } from '../forms/measurement-units';
import { type FormConfig, type Text } from '../forms/form-config';
import { languageOptions, type LanguageChoice } from '../forms/languages';

export interface SettingsData {
  language?: string;
  measurement_unit?: MeasurementUnit;
  email_notifications?: boolean;
  introductory_tour?: boolean;
  allow_correspondence?: boolean;
}

/** The user's current settings. */
export function settingsData(user: SessionUser): SettingsData {
  return {
    language: user.language,
    measurement_unit: user.measurementUnit,
    email_notifications: user.emailNotifications,
    introductory_tour: user.introductoryTour,
    allow_correspondence: user.allowCorrespondence,
  };
}

/** Settings: language (without zu), measurement unit and the three switches (docs/languages-units-themes.md#units). */
export function settingsForm(
  t: Text,
  languages: readonly LanguageChoice[],
): FormConfig<SettingsData, Schemas['UserUpdate']> {
  return {
    schema: {
      type: 'object',
      required: ['language', 'measurement_unit'],
      properties: {
        language: { type: 'string', title: t('settings.language'), oneOf: languageOptions(languages) },
        measurement_unit: {
          type: 'string',
          title: t('settings.measurementUnit'),
          oneOf: measurementUnitOptions(t),
        },
        email_notifications: { type: 'boolean', title: t('settings.emailNotifications') },
        introductory_tour: { type: 'boolean', title: t('settings.introductoryTour') },
        allow_correspondence: { type: 'boolean', title: t('settings.allowCorrespondence') },
      },
    },
    uiSchema: {
      'ui:options': { columns: 2 },
      // Only a default: each facility's own unit system governs its figures.
      measurement_unit: { 'ui:help': t('settings.measurementUnitHelp') },
      email_notifications: { 'ui:options': { colSpan: 'full' } },
      introductory_tour: { 'ui:options': { colSpan: 'full' } },
      allow_correspondence: { 'ui:options': { colSpan: 'full' } },
    },
    toPayload: (data) => ({
      ...(data.language ? { language: data.language } : {}),
      ...(data.measurement_unit ? { measurement_unit: data.measurement_unit } : {}),
      email_notifications: data.email_notifications === true,
      introductory_tour: data.introductory_tour === true,
      allow_correspondence: data.allow_correspondence === true,
    }),
  };
}
