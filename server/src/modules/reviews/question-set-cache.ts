// Question sets are content: they change only when the seed replaces a fixture, yet every save
// of answers needs the set's questions to validate them. So each set is loaded once per database
// and kept, keyed by its content hash: a set the seed replaced has a new hash and is loaded again.
// A set in another language is kept the same way per (set, language), keyed by the content hash
// and the version of the language's translations (docs/languages-units-themes.md#content).
import type { Question, QuestionSet } from '@oncourse/engine';
import { questionSetTexts, scopeQuestions, translateQuestionSet } from '@oncourse/engine';
import type { Database, Executor } from '../../db/client.ts';
import { languageTexts } from '../translations/translations.service.ts';
import { presentQuestionSet } from './reviews.presenter.ts';
import * as repository from './question-sets.repository.ts';

export interface CachedQuestionSet {
  set: QuestionSet;
  contentHash: string;
  /** The set's active questions (what a save may carry), by id. */
  questions: ReadonlyMap<number, Question>;
}

const caches = new WeakMap<Database, Map<number, CachedQuestionSet>>();

function cacheOf(db: Database): Map<number, CachedQuestionSet> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The set as last loaded, without asking the database whether its content changed since: for
 * callers that check the content hash themselves in the statement that uses the set.
 */
export function knownQuestionSet(db: Database, id: number): CachedQuestionSet | undefined {
  return caches.get(db)?.get(id);
}

/**
 * The set with this id and content hash, from memory when the hash matches, else loaded (through
 * `executor`, which may be a transaction of `db`) and kept.
 */
export async function cachedQuestionSet(
  db: Database,
  row: repository.QuestionSetRow | Pick<repository.QuestionSetRow, 'id' | 'contentHash'>,
  executor: Executor = db,
): Promise<CachedQuestionSet> {
  const cache = cacheOf(db);
  const hit = cache.get(row.id);
  if (hit && hit.contentHash === row.contentHash) return hit;
  const full = 'slug' in row ? row : await repository.findQuestionSetRow(executor, row.id);
  if (!full) throw new Error(`Question set ${row.id} vanished while loading`);
  const set = presentQuestionSet(full, await repository.loadQuestionSetContent(executor, row.id));
  const entry: CachedQuestionSet = {
    set,
    contentHash: full.contentHash,
    questions: new Map(scopeQuestions(set).map((question) => [question.id, question])),
  };
  cache.set(row.id, entry);
  return entry;
}

interface TranslatedEntry {
  contentHash: string;
  version: string | null;
  set: QuestionSet;
  fallbacks: string[];
}

const translatedCaches = new WeakMap<Database, Map<string, TranslatedEntry>>();

/** A question set in a language, and the content keys that fell back to English. */
export interface QuestionSetInLanguage {
  set: QuestionSet;
  /** Content keys shown in English because the language has no translation for them. */
  fallbacks: readonly string[];
}

/**
 * The set's texts in `language`, each text English where the language has no translation for it
 * (never a mix inside one text). Its `language` says `en` when not one text is translated. Ids,
 * option values and everything a saved answer refers to stay as they are.
 */
export async function questionSetInLanguage(
  db: Database,
  cached: CachedQuestionSet,
  language: string,
  executor: Executor = db,
): Promise<QuestionSetInLanguage> {
  const texts = await languageTexts(db, language, executor);
  if (texts.version === null)
    return { set: { ...cached.set, language: 'en' }, fallbacks: Object.keys(questionSetTexts(cached.set)) };
  let cache = translatedCaches.get(db);
  if (!cache) {
    cache = new Map();
    translatedCaches.set(db, cache);
  }
  const key = `${cached.set.id}:${language}`;
  const hit = cache.get(key);
  if (hit && hit.contentHash === cached.contentHash && hit.version === texts.version) return hit;
  const translated = translateQuestionSet(cached.set, texts.texts, language);
  const untranslated = translated.fallbacks.length === Object.keys(questionSetTexts(cached.set)).length;
  const entry: TranslatedEntry = {
    contentHash: cached.contentHash,
    version: texts.version,
    set: untranslated ? { ...translated.set, language: 'en' } : translated.set,
    fallbacks: translated.fallbacks,
  };
  cache.set(key, entry);
  return entry;
}
