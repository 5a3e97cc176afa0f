import type { Answer } from '@oncourse/engine';

/** Which answers a draft belongs to: one organisation's question set, and its year for annual data. */
export interface DraftKey {
  organisationId: number;
  questionSetId: number;
  year: number | null;
}

/** One question's typed answer that the server does not have yet. */
export interface Draft {
  questionId: string;
  answer: Answer;
  /** The answer set version the answer was typed over; a save names it so a stale edit gets a 409. */
  baseVersion: number | null;
  updatedAt: number;
}

/**
 * Typed answers kept on this device until the server has them, so a reload, a crashed tab or a
 * dropped network loses nothing (docs/reviews.md#behaviour "Unsaved changes"). Rows are keyed by
 * organisation, question set, year and question.
 */
export interface DraftStore {
  load(key: DraftKey): Promise<Map<string, Draft>>;
  put(key: DraftKey, drafts: readonly Draft[]): Promise<void>;
  /**
   * Forgets the drafts the server now has. A draft typed over again since the save started
   * differs from `saved` and stays.
   */
  settle(key: DraftKey, saved: Readonly<Record<string, Answer>>): Promise<void>;
  /** Forgets the given questions' drafts whatever they hold (the user discarded them). */
  discard(key: DraftKey, questionIds: readonly string[]): Promise<void>;
}

const DB_NAME = 'oncourse-drafts';
const STORE = 'answers';
const BY_SET = 'bySet';

interface Row extends Draft {
  set: string;
}

function setKey({ organisationId, questionSetId, year }: DraftKey): string {
  return `${organisationId}/${questionSetId}/${year ?? 'none'}`;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const opening = factory.open(DB_NAME, 1);
  opening.onupgradeneeded = () => {
    const store = opening.result.createObjectStore(STORE, { keyPath: ['set', 'questionId'] });
    store.createIndex(BY_SET, 'set');
  };
  return request(opening);
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => key in right && same(left[key], right[key]));
}

/** Answers compare by content (key order aside): what the server echoes equals what was sent. */
export function sameAnswer(a: Answer | undefined, b: Answer | undefined): boolean {
  return same(a, b);
}

/**
 * The IndexedDB draft store. Without IndexedDB (a private window that refuses it) every call
 * still resolves, so the page works and only the crash protection is missing.
 */
export function createDraftStore(factory: IDBFactory | undefined = globalThis.indexedDB): DraftStore {
  let database: Promise<IDBDatabase | null> | null = null;
  // A browser without IndexedDB keeps no drafts: answers are saved straight to the server.
  const db = () => (database ??= factory ? open(factory).catch(() => null) : Promise.resolve(null));

  async function rows(key: DraftKey, mode: IDBTransactionMode) {
    const handle = await db();
    if (!handle) return null;
    const transaction = handle.transaction(STORE, mode);
    const store = transaction.objectStore(STORE);
    return { transaction, store, set: setKey(key) };
  }

  return {
    async load(key) {
      const open = await rows(key, 'readonly');
      const drafts = new Map<string, Draft>();
      if (!open) return drafts;
      const found = await request(open.store.index(BY_SET).getAll(open.set) as IDBRequest<Row[]>);
      for (const { set: _set, ...draft } of found) drafts.set(draft.questionId, draft);
      return drafts;
    },
    async put(key, drafts) {
      if (drafts.length === 0) return;
      const open = await rows(key, 'readwrite');
      if (!open) return;
      for (const draft of drafts) open.store.put({ ...draft, set: open.set } satisfies Row);
      await done(open.transaction);
    },
    async settle(key, saved) {
      const open = await rows(key, 'readwrite');
      if (!open) return;
      // Compare and delete inside the request's own callback: the transaction stays active there.
      const found = open.store.index(BY_SET).getAll(open.set) as IDBRequest<Row[]>;
      found.onsuccess = () => {
        for (const row of found.result) {
          const answer = saved[row.questionId];
          if (answer && sameAnswer(row.answer, answer)) open.store.delete([open.set, row.questionId]);
        }
      };
      await done(open.transaction);
    },
    async discard(key, questionIds) {
      const open = await rows(key, 'readwrite');
      if (!open) return;
      for (const questionId of questionIds) open.store.delete([open.set, questionId]);
      await done(open.transaction);
    },
  };
}
