import { emptyAnswer, type Answer } from '@oncourse/engine';
import { IDBFactory } from 'fake-indexeddb';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../create-services';
import { ServicesProvider } from '../services';
import { sessionAtom } from '../session/atoms';
import { BASE_URL } from '../test/render-app';
import { GREEN_HILLS, USER as SIGNED_IN } from '../test/session';
import { createOutbox } from '../offline/outbox';
import { createFakeFetch, ok, type RecordedCall, signedInTestClient } from '../test/fake-api';
import { createDraftStore } from './draft-store';
import { createOutboxSender, RESEND_EVERY_MS, useOutboxSending } from './outbox-sending';

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
  const api = signedInTestClient(fetch);
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

describe('when the outbox is sent (docs/offline.md#sending-the-outbox)', () => {
  const online = vi.spyOn(navigator, 'onLine', 'get');
  afterEach(() => online.mockReset());

  it('tries a change queued after a save got no answer again after the pause, with no online event to come', async () => {
    // The browser still says it is online (a dead Wi-Fi): no `online` event will follow.
    online.mockReturnValue(true);
    const set = { ...SET_B, orgId: GREEN_HILLS.id };
    const { fetch, calls } = createFakeFetch({
      [`PATCH /api/reviews/answers/${set.answerSetId}/organisation/${set.orgId}`]: (call) =>
        ok({ version: 5, answers: (call.body as { answers: Record<string, Answer> }).answers }),
    });
    const services = createServices({ baseUrl: BASE_URL, fetch, navigate: () => undefined });
    services.store.set(sessionAtom, {
      user: SIGNED_IN,
      accessToken: 'access-1',
      organisation: GREEN_HILLS,
    });
    const box = createOutbox(new IDBFactory());
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ServicesProvider, { services, children });
    const { unmount } = renderHook(() => useOutboxSending(box), { wrapper });
    // The shell's first round finds nothing; then the section queues a save that got no answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The pause passes on a fake clock (the outbox's own storage keeps its real timers).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await box.add(SIGNED_IN.id, set, save('typed in the shed'));
      await vi.advanceTimersByTimeAsync(RESEND_EVERY_MS - 100);
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(100);
      await vi.waitFor(() => expect(calls.map((call) => call.method)).toEqual(['PATCH']));
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(async () => expect(await box.list(SIGNED_IN.id)).toEqual([]));
    unmount();
  });
});
