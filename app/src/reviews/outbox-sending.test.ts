import { emptyAnswer, type Answer } from '@oncourse/engine';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { createOutbox } from '../offline/outbox';
import { createFakeFetch, ok, type RecordedCall } from '../test/fake-api';
import { createDraftStore } from './draft-store';
import { createOutboxSender } from './outbox-sending';

const USER = 7;
const ORG = 11;
const SET_A = { answerSetId: 3, orgId: ORG, questionSetId: 1, year: null };
const SET_B = { answerSetId: 4, orgId: ORG, questionSetId: 2, year: null };
const typed = (value: Answer['value']): Answer => ({ ...emptyAnswer(), value });
const save = (value: string, baseVersion = 4) => ({
  kind: 'answers' as const,
  answers: { '10005': typed(value) },
  baseVersion,
});

/** A server where set A was changed by a colleague since version 4 (every save over 4 conflicts). */
function server() {
  const conflict = () =>
    new Response(
      JSON.stringify({
        ok: false,
        status: 409,
        data: {
          field: null,
          code: 'CONFLICT',
          number: 409,
          message: 'Changed meanwhile',
          details: { version: 5, conflicts: [{ questionId: 10005, answer: typed('theirs') }] },
        },
      }),
      { status: 409, headers: { 'Content-Type': 'application/json' } },
    );
  const saved = (call: RecordedCall) =>
    ok({ version: 5, answers: (call.body as { answers: Record<string, Answer> }).answers });
  const { fetch, calls } = createFakeFetch({
    [`PATCH /api/reviews/answers/${SET_A.answerSetId}/organisation/${ORG}`]: conflict,
    [`PATCH /api/reviews/answers/${SET_B.answerSetId}/organisation/${ORG}`]: saved,
  });
  const api = createApiClient({
    baseUrl: 'http://localhost',
    fetch,
    getAccessToken: () => 'token',
    storeAccessToken: () => undefined,
    navigate: () => undefined,
  });
  return { api, calls };
}

describe('sending the outbox with no section open (docs/offline.md#sending-the-outbox)', () => {
  it('a conflict on one answer set holds back only that set’s later changes; another set’s are sent', async () => {
    const factory = new IDBFactory();
    const box = createOutbox(factory);
    const { api, calls } = server();
    await box.add(USER, SET_A, save('mine'));
    await box.add(USER, SET_B, save('other set'));
    await box.add(USER, SET_A, save('mine, later', 4));

    const send = createOutboxSender({
      api,
      getUserId: () => USER,
      drafts: createDraftStore(factory),
      outbox: box,
    });
    expect(await send()).toBe(2);

    // Set A's conflict was tried once, set B's save went through, set A's later change was not tried.
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PATCH /api/reviews/answers/${SET_A.answerSetId}/organisation/${ORG}`,
      `PATCH /api/reviews/answers/${SET_B.answerSetId}/organisation/${ORG}`,
    ]);
    expect((await box.list(USER)).map((entry) => [entry.target.answerSetId, entry.change])).toEqual([
      [SET_A.answerSetId, save('mine')],
      [SET_A.answerSetId, save('mine, later', 4)],
    ]);
  });
});
