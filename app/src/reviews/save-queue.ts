import type { Answer, ValidationError } from '@oncourse/engine';
import { sameAnswer } from './draft-store';

type Answers = Readonly<Record<string, Answer>>;

/** What one attempt to save answers came to. */
export type SendOutcome =
  | { kind: 'saved'; version: number; answers: Answers }
  /** Someone saved since `baseVersion`: the server's version and its answers of the questions in conflict. */
  | { kind: 'conflict'; version: number; theirs: Answers }
  | { kind: 'refused'; errors: readonly ValidationError[]; message: string | null }
  /** No answer (no network, the server unreachable or restarting): worth trying again. */
  | { kind: 'offline' };

/**
 * Sends one patch. `key` names the patch: every retry of the same patch sends the same key, so the
 * server applies it once even when an earlier attempt reached it and only its answer was lost
 * (docs/offline.md#sending-the-outbox); a patch changed by the user's choices gets a new one.
 */
export type Send = (answers: Answers, baseVersion: number | null, key: string) => Promise<SendOutcome>;

/** A question both people changed: their value beside mine, for the user to pick. */
export interface Conflict {
  questionId: string;
  mine: Answer;
  theirs: Answer;
}

/** Keep my answer, take theirs, or keep both in one (lists only: see the engine's `combineAnswers`). */
export type Choice = 'mine' | 'theirs' | 'both';

export type SaveResult =
  | {
      kind: 'saved';
      version: number;
      /** What was sent and is saved now (the store compares it with what is shown). */
      sent: Answers;
      /** The server's copy of the saved answers. */
      answers: Answers;
      /** Other people's answers the user chose over their own. */
      taken: Answers;
      /** Answers the user chose to keep together with another person's: saved, and what shows. */
      combined: Answers;
    }
  | { kind: 'refused'; errors: readonly ValidationError[]; message: string | null; taken: Answers }
  /**
   * No answer, and the caller asked not to wait (`offline: 'return'`): the patch, its base version
   * and the key it was sent with, for the outbox (docs/offline.md#the-outbox).
   */
  | { kind: 'offline'; pending: Answers; baseVersion: number | null; key: string; taken: Answers }
  | { kind: 'cancelled' };

export interface SaveOptions {
  /** The patch's idempotency key when it was sent before (from the outbox); else a new one. */
  key?: string;
  /** Without an answer: `retry` waits and tries again (the default), `return` gives the patch back. */
  offline?: 'retry' | 'return';
}

export type QueueStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  /** Not saved yet: waiting to try again (after `retryInMs`, or sooner when the network returns). */
  | { state: 'offline'; attempt: number; retryInMs: number }
  | { state: 'conflict'; conflicts: readonly Conflict[] };

export interface SaveQueueOptions {
  send: Send;
  /** Waits between attempts while offline; the last repeats. */
  delays?: readonly number[];
  /** Where the `online` event comes from (window in the app). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Both people's answers to a question in one, or null when they cannot be kept together. */
  combine?: (questionId: string, mine: Answer, theirs: Answer) => Answer | null;
}

export interface SaveQueue {
  /**
   * Saves the answers over `baseVersion`: retries while offline, asks the user about conflicts
   * (status `conflict`, answered with `resolve`) and saves again over the newer version.
   */
  save(answers: Answers, baseVersion: number | null, options?: SaveOptions): Promise<SaveResult>;
  status(): QueueStatus;
  subscribe(listener: () => void): () => void;
  /** The user's pick per conflicting question. */
  resolve(choices: Readonly<Record<string, Choice>>): void;
  /** Try again now instead of waiting (a Retry button). */
  retryNow(): void;
  /** Gives up the waiting save (the user closed the conflict dialog): it resolves `cancelled`. */
  cancel(): void;
  /** Stops waiting; a pending save resolves `cancelled` (its drafts stay on the device). */
  dispose(): void;
}

const newKey = () => crypto.randomUUID();

export const RETRY_DELAYS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

function withoutNotes({ notes: _notes, ...rest }: Answer): Omit<Answer, 'notes'> {
  return rest;
}

/** Only real disagreements go to the user: the same value typed by both is no conflict. */
export function conflictsOf(sent: Answers, theirs: Answers): Conflict[] {
  const conflicts: Conflict[] = [];
  for (const questionId of Object.keys(theirs)) {
    const mine = sent[questionId];
    const other = theirs[questionId];
    if (!mine || !other) continue;
    if (sameAnswer({ ...withoutNotes(mine), notes: [] }, { ...withoutNotes(other), notes: [] })) continue;
    conflicts.push({ questionId, mine, theirs: other });
  }
  return conflicts;
}

/** One save at a time for an open answer set; see `SaveQueue`. */
export function createSaveQueue({
  send,
  delays = RETRY_DELAYS,
  events = globalThis,
  combine = () => null,
}: SaveQueueOptions): SaveQueue {
  let status: QueueStatus = { state: 'idle' };
  const listeners = new Set<() => void>();
  let wake: (() => void) | null = null;
  let answerConflict: ((choices: Readonly<Record<string, Choice>>) => void) | null = null;
  let disposed = false;
  let cancelled = false;

  const setStatus = (next: QueueStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };

  /** Resolves after `ms`, at the `online` event, at retryNow or at dispose, whichever comes first. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        events.removeEventListener('online', finish);
        wake = null;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      events.addEventListener('online', finish);
      wake = finish;
    });

  const askUser = (conflicts: readonly Conflict[]) =>
    new Promise<Readonly<Record<string, Choice>> | null>((resolve) => {
      answerConflict = (choices) => {
        answerConflict = null;
        resolve(choices);
      };
      wake = () => {
        answerConflict = null;
        wake = null;
        resolve(null);
      };
      setStatus({ state: 'conflict', conflicts });
    });

  async function save(
    answers: Answers,
    baseVersion: number | null,
    options: SaveOptions = {},
  ): Promise<SaveResult> {
    let pending: Record<string, Answer> = { ...answers };
    let version = baseVersion;
    const taken: Record<string, Answer> = {};
    const combined: Record<string, Answer> = {};
    let attempt = 0;
    let key = options.key ?? newKey();
    cancelled = false;
    try {
      for (;;) {
        if (disposed || cancelled) return { kind: 'cancelled' };
        if (Object.keys(pending).length === 0 && version !== null) {
          return { kind: 'saved', version, sent: {}, answers: {}, taken, combined };
        }
        setStatus({ state: 'saving' });
        const outcome = await send(pending, version, key);
        if (disposed) return { kind: 'cancelled' };
        switch (outcome.kind) {
          case 'saved':
            return {
              kind: 'saved',
              version: outcome.version,
              sent: pending,
              answers: outcome.answers,
              taken,
              combined,
            };
          case 'refused':
            return { kind: 'refused', errors: outcome.errors, message: outcome.message, taken };
          case 'offline': {
            if (options.offline === 'return')
              return { kind: 'offline', pending, baseVersion: version, key, taken };
            const wait = delays[Math.min(attempt, delays.length - 1)] ?? 1_000;
            attempt++;
            setStatus({ state: 'offline', attempt, retryInMs: wait });
            await pause(wait);
            break;
          }
          case 'conflict': {
            attempt = 0;
            // The next attempt is another patch (a newer base version, maybe other answers).
            key = newKey();
            const conflicts = conflictsOf(pending, outcome.theirs);
            version = outcome.version;
            if (conflicts.length === 0) break;
            const choices = await askUser(conflicts);
            if (!choices) return { kind: 'cancelled' };
            const next = { ...pending };
            for (const { questionId, mine, theirs } of conflicts) {
              // Unanswered counts as "mine": nothing is overwritten without the user saying so.
              if (choices[questionId] === 'theirs') {
                taken[questionId] = theirs;
                delete next[questionId];
              } else if (choices[questionId] === 'both') {
                const both = combine(questionId, mine, theirs);
                if (both) next[questionId] = combined[questionId] = both;
              }
            }
            pending = next;
            break;
          }
        }
      }
    } finally {
      if (!disposed) setStatus({ state: 'idle' });
    }
  }

  return {
    save,
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resolve(choices) {
      answerConflict?.(choices);
    },
    retryNow() {
      if (status.state === 'offline') wake?.();
    },
    cancel() {
      cancelled = true;
      wake?.();
    },
    dispose() {
      disposed = true;
      wake?.();
      listeners.clear();
    },
  };
}
