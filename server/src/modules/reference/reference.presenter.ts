import type { Schemas } from '@oncourse/openapi';
import type { CountryRow, LanguageRow, MaintenanceNoticeRow } from './reference.repository.ts';

/** Country row → Country (id, title and ISO code). */
export const presentCountry = (row: CountryRow): Schemas['Country'] => ({
  id: row.id,
  title: row.title,
  code: row.code,
});

/** Language row → SupportedLanguage (English name as value, own name as language). */
export const presentSupportedLanguage = (row: LanguageRow): Schemas['SupportedLanguage'] => ({
  key: row.key,
  value: row.value,
  language: row.nativeName,
  countryCode: row.countryCode,
});

/** Notice row → the banner the app shows while it has createdAt (docs/helpdesk.md#notices). */
export const presentNotice = (row: MaintenanceNoticeRow): Schemas['NotificationBanner'] => ({
  createdAt: row.createdAt.toISOString(),
  maintenanceDuration: row.maintenanceDuration,
  maintenanceStartDate: row.maintenanceStartDate,
  maintenanceStartTime: row.maintenanceStartTime,
  durationUnits: row.durationUnits,
});
