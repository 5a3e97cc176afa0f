import type { Answer, Note } from '@oncourse/engine';
import { useEffect } from 'react';
import type { ApiClient } from '../api/client';
import { NO_SERVER_CHECK_HEADERS } from '../api/auth-middleware';
import { useServices, type AppServices } from '../services';
import { userAtom } from '../session/atoms';
import { deviceDrafts } from './drafts';
import {
  answerSetName,
  deviceOutbox,
  type Outbox,
  type OutboxChange,
  type OutboxEntry,
  type OutboxTarget,
  type SendResult,
} from '../offline/outbox';
import type { DraftStore } from './draft-store';
import { createAnswerSet, sendAnswers, UNREACHABLE } from './save-answers';

/**
 * What sending a queued note change came to: `saved` (with the server's note, none for a deletion),
 * `refused` for good, or `offline` (try again later).
 */
export type NoteOutcome =
  { kind: 'saved'; note: Note | null } | { kind: 'refused'; status: number } | { kind: 'offline' };

type NoteChange = Extract<OutboxChange, { kind: 'note' | 'noteEdit' | 'noteDelete' }>;

/** Whether a change is about a note (its creation, edit or deletion). */
export function isNoteChange(change: OutboxChange): change is NoteChange {
  return change.kind !== 'answers';
}

function callNote(api: ApiClient, entry: OutboxEntry, change: NoteChange, answerSetId: number) {
  const set = { id: answerSetId, orgId: entry.target.orgId };
  const header = { 'Idempotency-Key': entry.key };
  // Without an answer the change waits in the outbox: no "server down" page.
  const headers = NO_SERVER_CHECK_HEADERS;
  const notePath = '/api/reviews/answers/{id}/organisation/{orgId}/question/{qId}/note/{noteId}' as const;
  switch (change.kind) {
    case 'note':
      return api.POST('/api/reviews/answers/{id}/organisation/{orgId}/notes', {
        params: { path: set, header },
        headers,
        body: { questionId: change.questionId, value: change.value },
      });
    case 'noteEdit':
      return api.PATCH(notePath, {
        params: { path: { ...set, qId: change.questionId, noteId: change.noteId }, header },
        headers,
        body: { value: change.value },
      });
    case 'noteDelete':
      return api.DELETE(notePath, {
        params: { path: { ...set, qId: change.questionId, noteId: change.noteId }, header },
        headers,
      });
  }
}

/**
 * Sends a queued note change (a new note, an edit, a deletion) with its idempotency key
 * (docs/offline.md#sending-the-outbox): one whose earlier attempt reached the server is not applied
 * twice. A deletion of a note already gone counts as done.
 */
export async function sendQueuedNote(
  api: ApiClient,
  entry: OutboxEntry,
  change: NoteChange,
  /** The answer set's id: the entry's, or the one its sending just created. */
  answerSetId: number,
): Promise<NoteOutcome> {
  if (globalThis.navigator?.onLine === false) return { kind: 'offline' };
  try {
    const { data, response } = await callNote(api, entry, change, answerSetId);
    if (data) return { kind: 'saved', note: change.kind === 'noteDelete' ? null : (data.data as Note) };
    // No answer, a session to renew, or the same key's first attempt still running: try later.
    if (UNREACHABLE.has(response.status) || response.status === 401 || response.status === 409) {
      return { kind: 'offline' };
    }
    if (change.kind === 'noteDelete' && response.status === 404) return { kind: 'saved', note: null };
    return { kind: 'refused', status: response.status };
  } catch {
    // A call that throws got no answer: the change stays in the outbox for the next try.
    return { kind: 'offline' };
  }
}

/** An open section sends its own answer set's queued changes: a conflict needs its merge dialog. */
export type SendHere = (entry: OutboxEntry) => Promise<SendResult>;

const openHere = new Map<string, SendHere>();

/** Which answer set a target names: by organisation, question set and year, whether it exists yet or not. */
type SetOf = Pick<OutboxTarget, 'orgId' | 'questionSetId' | 'year'>;

/** The open section takes over its answer set's queued changes until it closes. */
export function sendHere(target: SetOf, send: SendHere): () => void {
  const name = answerSetName(target);
  openHere.set(name, send);
  return () => {
    if (openHere.get(name) === send) openHere.delete(name);
  };
}

/** Whether an entry belongs to an answer set (queued before it existed, or since). */
export function isFor(entry: OutboxEntry, target: SetOf): boolean {
  return answerSetName(entry.target) === answerSetName(target);
}

export interface OutboxSenderOptions {
  api: ApiClient;
  /** The signed-in user now; a change is only ever sent for the user who made it. */
  getUserId: () => number | null;
  drafts: DraftStore;
  outbox?: Outbox;
}

/**
 * Sends the signed-in user's outbox in order (docs/offline.md#sending-the-outbox). A change of an
 * open section goes through that section (its merge dialog); any other is sent here: saved, or
 * refused for good (its answers go back to the device's drafts, to be corrected when the section
 * opens), or it waits (no network, a session to renew, or a conflict the section settles when it
 * opens). After no network or a session to renew everything waits; after a conflict only the later
 * changes of its answer set do.
 */
export function createOutboxSender({ api, getUserId, drafts, outbox = deviceOutbox }: OutboxSenderOptions) {
  /** How many changes are left waiting after this attempt. */
  return async (): Promise<number> => {
    const userId = getUserId();
    if (userId === null) return 0;
    // Answer sets created by this round's first change to them, for the later ones.
    const created = new Map<string, number>();
    const { left } = await outbox.drain(userId, async (entry): Promise<SendResult> => {
      // The session changed while sending: the rest stays for its own user.
      if (getUserId() !== entry.userId) return 'wait';
      const here = openHere.get(answerSetName(entry.target));
      if (here) return here(entry);
      const { change, target } = entry;
      const name = answerSetName(target);
      // A change queued before its answer set existed creates it first (docs/offline.md#the-outbox).
      const answerSetId = target.answerSetId ?? created.get(name) ?? (await createAnswerSet(api, target));
      // No answer (or no right to create it): this answer set's changes wait, the others may go.
      if (answerSetId === null) return 'hold';
      created.set(name, answerSetId);
      if (isNoteChange(change)) {
        const outcome = await sendQueuedNote(api, entry, change, answerSetId);
        return outcome.kind === 'offline' ? 'wait' : 'sent';
      }
      const answers = change.answers as Readonly<Record<string, Answer>>;
      const outcome = await sendAnswers(
        api,
        { answerSetId, orgId: target.orgId },
        answers,
        change.baseVersion,
        entry.key,
      );
      if (outcome.kind === 'offline') return 'wait';
      // Settled in the merge dialog when the section opens; meanwhile only this answer set's later
      // changes wait behind it.
      if (outcome.kind === 'conflict') return 'hold';
      if (outcome.kind === 'refused') {
        const key = { organisationId: target.orgId, questionSetId: target.questionSetId, year: target.year };
        await drafts.put(
          key,
          Object.entries(answers).map(([questionId, answer]) => ({
            questionId,
            answer,
            baseVersion: change.baseVersion,
            updatedAt: entry.queuedAt,
          })),
        );
      }
      return 'sent';
    });
    return left;
  };
}

const senders = new WeakMap<AppServices, () => Promise<number>>();

/**
 * While changes wait, how often they are tried again: the browser's `online` event does not come
 * when it never noticed the network had gone (a dead Wi-Fi, a captive portal).
 */
export const RESEND_EVERY_MS = 5_000;

/** The one sender of the signed-in user's outbox for these services (the shell and the sections share it). */
export function outboxSender(services: AppServices, outbox: Outbox = deviceOutbox): () => Promise<number> {
  let send = senders.get(services);
  if (!send) {
    send = createOutboxSender({
      api: services.api,
      getUserId: () => services.store.get(userAtom)?.id ?? null,
      drafts: deviceDrafts,
      outbox,
    });
    senders.set(services, send);
  }
  return send;
}

/**
 * Sends the outbox once the signed-in shell shows (after sign-in, or a page opened again), whenever
 * the browser reports the network back, and every few seconds while changes wait
 * (docs/offline.md#sending-the-outbox).
 */
export function useOutboxSending(outbox: Outbox = deviceOutbox): void {
  const services = useServices();
  useEffect(() => {
    const send = outboxSender(services, outbox);
    let timer: number | undefined;
    let sending = false;
    const sendNow = () => {
      window.clearTimeout(timer);
      timer = undefined;
      sending = true;
      void send()
        // A round that failed leaves its changes waiting: try again after the pause.
        .catch(() => 1)
        .then((left) => {
          sending = false;
          if (left > 0) timer = window.setTimeout(sendNow, RESEND_EVERY_MS);
        });
    };
    // A change queued while no attempt is due (a save that got no answer while the browser still
    // says it is online, so no `online` event will come) is tried again after the same pause.
    const stopWatching = outbox.subscribe(() => {
      if (!sending && timer === undefined) timer = window.setTimeout(sendNow, RESEND_EVERY_MS);
    });
    sendNow();
    window.addEventListener('online', sendNow);
    return () => {
      window.clearTimeout(timer);
      stopWatching();
      window.removeEventListener('online', sendNow);
    };
  }, [services, outbox]);
}
