// The content's translations (docs/languages-units-themes.md#content) as the server reads them:
// one language's texts at a time, kept in memory under the version the seed recorded, so a server
// asks the database only for that version (one row) until the seed changes the texts.
import type { ContentTexts } from '@oncourse/engine';
import type { Database, Executor } from '../../db/client.ts';
import * as repository from './translations.repository.ts';

/** The seed_state key holding a language's translation version. */
export const translationVersionKey = (language: string): string => `translations:${language}`;

/** A language's translated texts and the version they are; English has none (it is the source). */
export interface LanguageTexts {
  language: string;
  /** Null when the language has no translations at all. */
  version: string | null;
  texts: ContentTexts;
}

const english: LanguageTexts = { language: 'en', version: null, texts: {} };
const caches = new WeakMap<Database, Map<string, LanguageTexts>>();

/** The current translations of `language`, from memory while the stored version is unchanged. */
export async function languageTexts(db: Database, language: string, executor: Executor = db): Promise<LanguageTexts> {
  if (language === 'en') return english;
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const version = await repository.findVersion(executor, translationVersionKey(language));
  const hit = cache.get(language);
  if (hit && hit.version === version) return hit;
  const entry: LanguageTexts = {
    language,
    version,
    texts: version === null ? {} : await repository.findTexts(executor, language),
  };
  cache.set(language, entry);
  return entry;
}

/**
 * The language of what a reader sees on screens whose call names none (progress, menus, dashboard,
 * exports): their profile's, English for a reader without one.
 */
export async function readerLanguage(db: Executor, userId: number | null): Promise<string> {
  if (userId === null) return 'en';
  return (await repository.findUserLanguage(db, userId)) ?? 'en';
}
