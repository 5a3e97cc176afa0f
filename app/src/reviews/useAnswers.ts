import type { Answer, ValidationError } from '@oncourse/engine';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AnswerRecord, AnswerStore } from './answer-store';
import type { AnswerHistory, LastChange } from './answer-history';

/**
 * The answers of some questions (or of all, `null`): a new object only when one of them changed,
 * so a field set re-renders for its own questions' keystrokes and no others.
 */
export function useAnswerSlice(store: AnswerStore, ids: readonly string[] | null): AnswerRecord {
  const cache = useRef<Record<string, Answer> | null>(null);
  const subscribe = useCallback(
    (listener: () => void) => (ids ? store.subscribeTo(ids, listener) : store.subscribe(listener)),
    [store, ids],
  );
  const getSnapshot = useCallback((): AnswerRecord => {
    if (!ids) return store.all();
    const previous = cache.current;
    let changed = previous === null;
    const next: Record<string, Answer> = {};
    for (const id of ids) {
      const answer = store.get(id);
      if (answer) next[id] = answer;
      if (previous && previous[id] !== answer) changed = true;
    }
    if (!changed && previous) return previous;
    cache.current = next;
    return next;
  }, [store, ids]);
  return useSyncExternalStore(subscribe, getSnapshot);
}

type ErrorRecord = Record<string, ValidationError[]>;
const NO_ERRORS: ErrorRecord = Object.freeze({}) as ErrorRecord;

/** The errors shown on some questions, keyed by question id; a new record only when they change. */
export function useErrorSlice(store: AnswerStore, ids: readonly string[]): ErrorRecord {
  const cache = useRef<{ parts: (readonly ValidationError[])[]; record: ErrorRecord } | null>(null);
  const subscribe = useCallback((listener: () => void) => store.subscribeTo(ids, listener), [store, ids]);
  const getSnapshot = useCallback(() => {
    const parts = ids.map((id) => store.errorsOf(id));
    const previous = cache.current;
    if (previous && parts.every((part, index) => part === previous.parts[index])) return previous.record;
    let record = NO_ERRORS;
    parts.forEach((part, index) => {
      const id = ids[index];
      if (part.length === 0 || id === undefined) return;
      if (record === NO_ERRORS) record = {};
      record[id] = [...part];
    });
    cache.current = { parts, record };
    return record;
  }, [store, ids]);
  return useSyncExternalStore(subscribe, getSnapshot);
}

const NO_CHANGES: Readonly<Record<string, LastChange>> = Object.freeze({});
const never = () => () => undefined;

/** The last changes of some questions, keyed by question id; a new record only when one of them changes. */
export function useHistorySlice(
  history: AnswerHistory | undefined,
  ids: readonly string[],
): Readonly<Record<string, LastChange>> {
  const cache = useRef<Readonly<Record<string, LastChange>>>(NO_CHANGES);
  const getSnapshot = useCallback(() => {
    if (!history) return NO_CHANGES;
    const previous = cache.current;
    let changed = false;
    const next: Record<string, LastChange> = {};
    for (const id of ids) {
      const change = history.get(id);
      if (change) next[id] = change;
      if (previous[id] !== change) changed = true;
    }
    if (!changed) return previous;
    cache.current = next;
    return next;
  }, [history, ids]);
  return useSyncExternalStore(history?.subscribe ?? never, getSnapshot);
}
