import type { Schemas } from '@oncourse/openapi';
import type { AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { fallbackLanguage, stringsIn } from './catalogue.ts';
import * as repository from './reference.repository.ts';
import { presentCountry, presentNotice, presentSupportedLanguage } from './reference.presenter.ts';

/** Health check: answers only when the database answers a `select 1`. */
export async function healthcheck(ctx: AppContext): Promise<Schemas['HealthStatus']> {
  await repository.ping(ctx.db);
  return { status: 'up', database: ctx.dbKind };
}

/** The banner: the latest active maintenance notice, or null (docs/helpdesk.md#notices GET maintenance). */
export async function maintenance(ctx: AppContext): Promise<Schemas['MaintenanceStatus']> {
  const notice = await repository.findLatestActiveNotice(ctx.db);
  return { notification: notice ? presentNotice(notice) : null };
}

/** The languages offered: those whose interface catalogue is complete (the fallback always is). */
export async function supportedLanguages(ctx: AppContext): Promise<Schemas['SupportedLanguage'][]> {
  return (await repository.findLanguagesWithCompleteStrings(ctx.db, fallbackLanguage)).map(
    presentSupportedLanguage,
  );
}

/** All countries, sorted by name. */
export async function countries(ctx: AppContext): Promise<Schemas['Country'][]> {
  return (await repository.findCountries(ctx.db)).map(presentCountry);
}

/** One country by id; 404 when unknown. */
export async function country(ctx: AppContext, id: number): Promise<Schemas['Country']> {
  const row = await repository.findCountryById(ctx.db, id);
  if (!row) throw notFound('Country not found', 'lookupId');
  return presentCountry(row);
}

/**
 * The strings catalogue of a language; keys it lacks are filled from en
 * (docs/languages-units-themes.md#interface-strings). With `groups`, only the keys of those groups.
 */
export async function stringsByCode(
  ctx: AppContext,
  code: string,
  groups?: readonly string[],
): Promise<Schemas['StringsCatalogue']> {
  const strings = await stringsIn(ctx.db, code);
  if (!groups) return { code, strings };
  const wanted = new Set(groups);
  const part: Record<string, string> = {};
  for (const [key, text] of Object.entries(strings)) if (wanted.has(key.split('.', 1)[0]!)) part[key] = text;
  return { code, strings: part };
}
