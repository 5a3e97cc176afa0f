// Question sets are content: they change only when the seed replaces a fixture, yet every save
// of answers needs the set's questions to validate them. So each set is loaded once per database
// and kept, keyed by its content hash: a set the seed replaced has a new hash and is loaded again.
import type { Question, QuestionSet } from '@oncourse/engine';
import { scopeQuestions } from '@oncourse/engine';
import type { Database, Executor } from '../../db/client.ts';
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
