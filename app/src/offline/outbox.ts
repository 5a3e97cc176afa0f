/**
 * The outbox: changes made without a network, kept on this device (IndexedDB) until the server has
 * them, and sent in the order they were made (docs/offline.md#the-outbox). Each change carries an
 * idempotency key made when it was queued and sent with every attempt, so a change whose answer was
 * lost on the way is not applied twice (docs/offline.md#sending-the-outbox). Changes belong to the
 * user who made them and are only ever sent for that user.
 *
 * No React and no API client here: the caller says how one change is sent.
 */

/**
 * Where a change goes: one organisation's answer set of a question set and year (where its drafts
 * live too). The answer set's id is null while it does not exist yet (a first save made offline):
 * sending creates it from the organisation, question set and year.
 */
export interface OutboxTarget {
  answerSetId: number | null;
  orgId: number;
  questionSetId: number;
  year: number | null;
}

export type OutboxChange =
  /** A save of answers, typed over `baseVersion` (the existing versioned save). */
  | { kind: 'answers'; answers: Readonly<Record<string, unknown>>; baseVersion: number }
  /** A new note on a question. */
  | { kind: 'note'; questionId: number; value: string }
  /** An edit of a note the server has. */
  | { kind: 'noteEdit'; questionId: number; noteId: number; value: string }
  /** A deletion of a note the server has. */
  | { kind: 'noteDelete'; questionId: number; noteId: number };

export interface OutboxEntry {
  /** Increases with every change queued on this device: the sending order. */
  id: number;
  userId: number;
  /** Sent as the Idempotency-Key header with every attempt. */
  key: string;
  target: OutboxTarget;
  change: OutboxChange;
  queuedAt: number;
}

/**
 * What sending one change came to: `sent` (the server has it, or refused it for good, and the
 * caller has dealt with that), `wait` (no network, or the session must be renewed first: stop and
 * keep this change and every later one for the next attempt), `hold` (this change waits for
 * something of its own answer set, a conflict to settle: it and the later changes of that answer
 * set stay for the next attempt, the other answer sets' changes go on).
 */
export type SendResult = 'sent' | 'wait' | 'hold';

export interface Outbox {
  /**
   * Queues a change. `key` is the idempotency key it was already sent with, if any (a save whose
   * first attempt got no answer), else a new one.
   */
  add(userId: number, target: OutboxTarget, change: OutboxChange, key?: string): Promise<OutboxEntry>;
  /** The user's waiting changes, oldest first. */
  list(userId: number): Promise<OutboxEntry[]>;
  /**
   * Changes a waiting change in place (it keeps its place and its key), or drops it when `update`
   * gives null: a note edited or deleted before its creation was sent is one call, not two. Waits
   * while that change is being sent; false when it is gone by then (the server has it).
   */
  amend(userId: number, id: number, update: (change: OutboxChange) => OutboxChange | null): Promise<boolean>;
  /**
   * Sends the user's changes one at a time, oldest first, and forgets each one sent. Stops at the
   * first that has to wait, so nothing overtakes an earlier change; one held back holds back only
   * the later changes of its own answer set, where order matters. One drain at a time per outbox:
   * a second call while one runs waits for it and then drains what is left.
   */
  drain(
    userId: number,
    send: (entry: OutboxEntry) => Promise<SendResult>,
  ): Promise<{ sent: number; left: number }>;
  /** Subscribes to changes of the outbox's content (added or sent). */
  subscribe(listener: () => void): () => void;
}

const DB_NAME = 'oncourse-outbox';
const STORE = 'changes';
const BY_USER = 'byUser';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const opening = factory.open(DB_NAME, 1);
  opening.onupgradeneeded = () => {
    const store = opening.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    store.createIndex(BY_USER, 'userId');
  };
  return request(opening);
}

/**
 * One answer set, whatever the change and whether it exists yet (one per organisation, question set
 * and year): the unit within which changes keep their order.
 */
export function answerSetName({
  orgId,
  questionSetId,
  year,
}: Pick<OutboxTarget, 'orgId' | 'questionSetId' | 'year'>): string {
  return `${orgId}/${questionSetId}/${year ?? 'none'}`;
}

function newKey(): string {
  return crypto.randomUUID();
}

export function createOutbox(factory: IDBFactory | undefined = globalThis.indexedDB): Outbox {
  let database: Promise<IDBDatabase> | null = null;
  const db = () => {
    if (!factory) return Promise.reject(new Error('This browser keeps no outbox (no IndexedDB)'));
    return (database ??= open(factory));
  };
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  let draining: Promise<unknown> = Promise.resolve();
  /** The change being sent now, and when its sending ends. */
  let sending: { id: number; done: Promise<void> } | null = null;

  async function list(userId: number): Promise<OutboxEntry[]> {
    const store = (await db()).transaction(STORE, 'readonly').objectStore(STORE);
    const entries = await request(store.index(BY_USER).getAll(userId) as IDBRequest<OutboxEntry[]>);
    return entries.sort((a, b) => a.id - b.id);
  }

  async function get(id: number): Promise<OutboxEntry | undefined> {
    const store = (await db()).transaction(STORE, 'readonly').objectStore(STORE);
    return (await request(store.get(id))) as OutboxEntry | undefined;
  }

  async function remove(id: number): Promise<void> {
    const transaction = (await db()).transaction(STORE, 'readwrite');
    await request(transaction.objectStore(STORE).delete(id));
  }

  async function drainNow(userId: number, send: (entry: OutboxEntry) => Promise<SendResult>) {
    const waiting = await list(userId);
    let sent = 0;
    const held = new Set<string>();
    for (const entry of waiting) {
      const set = answerSetName(entry.target);
      if (held.has(set)) continue;
      let finished!: () => void;
      sending = { id: entry.id, done: new Promise<void>((resolve) => (finished = resolve)) };
      try {
        // As it is now: amended or dropped since the list was read (a note edited meanwhile).
        const current = await get(entry.id);
        if (!current) continue;
        const result = await send(current);
        if (result === 'wait') break;
        if (result === 'hold') {
          held.add(set);
          continue;
        }
        await remove(entry.id);
      } finally {
        sending = null;
        finished();
      }
      sent++;
      changed();
    }
    return { sent, left: (await list(userId)).length };
  }

  return {
    async add(userId, target, change, key = newKey()) {
      const row = { userId, key, target, change, queuedAt: Date.now() };
      const transaction = (await db()).transaction(STORE, 'readwrite');
      const id = await request(transaction.objectStore(STORE).add(row));
      changed();
      return { ...row, id: Number(id) };
    },
    list,
    async amend(userId, id, update) {
      // An edit made while its change is on the way applies after that attempt: sent, it is gone.
      while (sending?.id === id) await sending.done;
      const store = (await db()).transaction(STORE, 'readwrite').objectStore(STORE);
      const entry = (await request(store.get(id))) as OutboxEntry | undefined;
      if (!entry || entry.userId !== userId) return false;
      const change = update(entry.change);
      if (change) await request(store.put({ ...entry, change }));
      else await request(store.delete(id));
      changed();
      return true;
    },
    drain(userId, send) {
      const run = draining.then(() => drainNow(userId, send));
      draining = run.catch(() => undefined);
      return run;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** This device's outbox (opened on first use). */
export const deviceOutbox: Outbox = createOutbox();
