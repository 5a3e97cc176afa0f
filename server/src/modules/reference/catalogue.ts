import type { Executor } from '../../db/client.ts';
import { findStrings, findStringsVersion } from './reference.repository.ts';
import { textFrom, type Text } from './text.ts';

export type { Text };

/** The language every other falls back to (docs/languages-units-themes.md#interface-strings). */
export const fallbackLanguage = 'en';

type Catalogue = Readonly<Record<string, string>>;

/**
 * Each language's catalogue with the seed version it was read under, per database. Only the seed
 * writes strings, and it changes the version in the same transaction, so a server asks for one
 * row per call and reads the ~1,900 rows of a language again only after a seed: every server of
 * several behind a load balancer sees a new seed at its next call (docs/languages-units-themes.md#interface-strings).
 */
const caches = new WeakMap<Executor, Map<string, { version: string | null; strings: Catalogue }>>();

/** The catalogue (fixtures/strings, seeded into `strings`) of a language, keys it lacks from en. */
export async function stringsIn(db: Executor, language: string): Promise<Catalogue> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const version = await findStringsVersion(db);
  const hit = cache.get(language);
  if (hit && hit.version === version) return hit.strings;
  const rows = await findStrings(db, [...new Set([fallbackLanguage, language])]);
  const strings: Record<string, string> = {};
  for (const row of rows) if (row.language === fallbackLanguage) strings[row.key] = row.text;
  for (const row of rows) if (row.language === language) strings[row.key] = row.text;
  const own = language === fallbackLanguage || rows.some((row) => row.language === language);
  // A language without strings of its own is English's catalogue, kept once however many codes
  // ask for it; shared by every caller until the next seed, so nobody may change it.
  const english = own ? undefined : cache.get(fallbackLanguage);
  const entry = {
    version,
    strings: english?.version === version ? english.strings : Object.freeze(strings),
  };
  cache.set(language, entry);
  return entry.strings;
}

/**
 * The catalogue in one language for what the server writes itself, such as the PDF report: a key
 * the language lacks reads in English, and an unknown key reads as itself, so a gap shows instead
 * of breaking the document.
 */
export async function catalogue(db: Executor, language: string): Promise<Text> {
  return textFrom(await stringsIn(db, language), language);
}
