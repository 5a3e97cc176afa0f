import { defineHandlers } from '../../http/handlers.ts';
import * as service from './reference.service.ts';

/** Reference data and system calls (docs/helpdesk.md#notices): health, maintenance, languages, countries, strings. */
export const referenceHandlers = defineHandlers({
  healthcheck: (_req, ctx) => service.healthcheck(ctx),
  getMaintenance: (_req, ctx) => service.maintenance(ctx),
  getSupportedLanguages: (_req, ctx) => service.supportedLanguages(ctx),
  getLanguageCountries: (_req, ctx) => service.countries(ctx),
  getCountries: (_req, ctx) => service.countries(ctx),
  getCountry: (req, ctx) => service.country(ctx, req.params.lookupId),
  getStringsByCode: (req, ctx) => service.stringsByCode(ctx, req.query.code, req.query.groups?.split(',')),
});
