import { and, asc, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { countries, languages, maintenanceNotices, seedState, strings } from '../../db/schema/index.ts';

export type CountryRow = typeof countries.$inferSelect;
export type LanguageRow = typeof languages.$inferSelect;
export type MaintenanceNoticeRow = typeof maintenanceNotices.$inferSelect;

/** Round trip to the database, for the health check. */
export async function ping(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

export function findCountries(db: Executor): Promise<CountryRow[]> {
  return db.select().from(countries).orderBy(asc(countries.title));
}

export async function findCountryById(db: Executor, id: number): Promise<CountryRow | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row;
}

/**
 * The languages whose strings catalogue has every key the fallback language has, in their order:
 * only those are offered, so nobody picks a language and gets half a page in English.
 */
export function findLanguagesWithCompleteStrings(db: Executor, fallback: string): Promise<LanguageRow[]> {
  const fallbackKey = alias(strings, 'fallback_key');
  const translated = alias(strings, 'translated');
  return db
    .select()
    .from(languages)
    .where(
      notExists(
        db
          .select({ key: fallbackKey.key })
          .from(fallbackKey)
          .where(
            and(
              eq(fallbackKey.language, fallback),
              notExists(
                db
                  .select({ key: translated.key })
                  .from(translated)
                  .where(and(eq(translated.language, languages.key), eq(translated.key, fallbackKey.key))),
              ),
            ),
          ),
      ),
    )
    .orderBy(asc(languages.sortOrder), asc(languages.key));
}

/**
 * The version of the seeded fixtures (seed_state `fixtures`), which the seed changes in the same
 * transaction as the strings; null before the first seed.
 */
export async function findStringsVersion(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ fingerprint: seedState.fingerprint })
    .from(seedState)
    .where(eq(seedState.key, 'fixtures'));
  return row?.fingerprint ?? null;
}

/** The strings of the given languages as rows (language, key, text). */
export function findStrings(db: Executor, languageKeys: string[]) {
  return db
    .select({ language: strings.language, key: strings.key, text: strings.text })
    .from(strings)
    .where(inArray(strings.language, languageKeys));
}

/** The most recently created notice that is switched on. */
export async function findLatestActiveNotice(db: Executor): Promise<MaintenanceNoticeRow | undefined> {
  const [row] = await db
    .select()
    .from(maintenanceNotices)
    .where(eq(maintenanceNotices.active, true))
    .orderBy(desc(maintenanceNotices.createdAt), desc(maintenanceNotices.id))
    .limit(1);
  return row;
}
