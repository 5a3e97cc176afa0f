import { emptyAnswer, type Answer } from '@oncourse/engine';
import { describe, expect, it, vi } from 'vitest';
import { createSaveQueue, type Send, type SendOutcome } from './save-queue';

function typed(value: string): Answer {
  return { ...emptyAnswer(), value, savelater: true };
}

/** A fake server: answers each call with the next outcome and records what it was sent. */
function server(...outcomes: SendOutcome[]) {
  const calls: { answers: Record<string, Answer>; baseVersion: number | null }[] = [];
  const keys: string[] = [];
  const send: Send = (answers, baseVersion, key) => {
    calls.push({ answers: { ...answers }, baseVersion });
    keys.push(key);
    const next = outcomes.shift();
    if (!next) throw new Error('unexpected call');
    return Promise.resolve(next);
  };
  return { send, calls, keys };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('save queue', () => {
  it('saves over the version the answers were typed on', async () => {
    const { send, calls } = server({ kind: 'saved', version: 5, answers: { '1': typed('a') } });
    const queue = createSaveQueue({ send, events: new EventTarget() });

    const result = await queue.save({ '1': typed('a') }, 4);

    expect(calls).toEqual([{ answers: { '1': typed('a') }, baseVersion: 4 }]);
    expect(result).toMatchObject({ kind: 'saved', version: 5 });
    expect(queue.status()).toEqual({ state: 'idle' });
  });

  it('on a 409 shows both values, keeps mine where I say so, takes theirs elsewhere and saves again over the new version', async () => {
    const { send, calls } = server(
      { kind: 'conflict', version: 9, theirs: { '1': typed('their 1'), '2': typed('their 2') } },
      { kind: 'saved', version: 10, answers: { '1': typed('my 1'), '3': typed('my 3') } },
    );
    const queue = createSaveQueue({ send, events: new EventTarget() });

    const saving = queue.save({ '1': typed('my 1'), '2': typed('my 2'), '3': typed('my 3') }, 7);
    await tick();

    const status = queue.status();
    expect(status.state).toBe('conflict');
    if (status.state !== 'conflict') return;
    expect(
      status.conflicts.map(({ questionId, mine, theirs }) => [questionId, mine.value, theirs.value]),
    ).toEqual([
      ['1', 'my 1', 'their 1'],
      ['2', 'my 2', 'their 2'],
    ]);
    queue.resolve({ '1': 'mine', '2': 'theirs' });
    const result = await saving;

    expect(calls[1]).toEqual({ answers: { '1': typed('my 1'), '3': typed('my 3') }, baseVersion: 9 });
    expect(result).toMatchObject({ kind: 'saved', version: 10, taken: { '2': typed('their 2') } });
  });

  it('keeps both answers in one where the user says so, saves it, and reports it as what shows', async () => {
    const mine = { ...emptyAnswer(), value: [2, 3] };
    const theirs = { ...emptyAnswer(), value: [1, 2] };
    const both = { ...emptyAnswer(), value: [1, 2, 3] };
    const { send, calls } = server(
      { kind: 'conflict', version: 3, theirs: { '1': theirs } },
      { kind: 'saved', version: 4, answers: { '1': both } },
    );
    const combine = vi.fn(() => both);
    const queue = createSaveQueue({ send, events: new EventTarget(), combine });

    const saving = queue.save({ '1': mine }, 2);
    await tick();
    queue.resolve({ '1': 'both' });
    const result = await saving;

    expect(combine).toHaveBeenCalledWith('1', mine, theirs);
    expect(calls[1]).toEqual({ answers: { '1': both }, baseVersion: 3 });
    expect(result).toMatchObject({ kind: 'saved', version: 4, combined: { '1': both }, taken: {} });
  });

  it('does not ask when the other person saved the same value', async () => {
    const { send, calls } = server(
      { kind: 'conflict', version: 3, theirs: { '1': { ...typed('same'), notes: [] } } },
      { kind: 'saved', version: 4, answers: {} },
    );
    const queue = createSaveQueue({ send, events: new EventTarget() });
    const result = await queue.save({ '1': typed('same') }, 2);
    expect(result.kind).toBe('saved');
    expect(calls.map((call) => call.baseVersion)).toEqual([2, 3]);
  });

  it('needs no second call when every conflict is settled with their value', async () => {
    const { send, calls } = server({ kind: 'conflict', version: 6, theirs: { '1': typed('theirs') } });
    const queue = createSaveQueue({ send, events: new EventTarget() });
    const saving = queue.save({ '1': typed('mine') }, 5);
    await tick();
    queue.resolve({ '1': 'theirs' });
    expect(await saving).toMatchObject({ kind: 'saved', version: 6, taken: { '1': typed('theirs') } });
    expect(calls).toHaveLength(1);
  });

  it('offline: says so, waits, and tries again at once when the network returns', async () => {
    vi.useFakeTimers();
    try {
      const events = new EventTarget();
      const { send, calls } = server(
        { kind: 'offline' },
        { kind: 'offline' },
        { kind: 'saved', version: 2, answers: {} },
      );
      const queue = createSaveQueue({ send, events, delays: [1_000, 60_000] });
      const saving = queue.save({ '1': typed('a') }, 1);
      await vi.advanceTimersByTimeAsync(0);
      expect(queue.status()).toEqual({ state: 'offline', attempt: 1, retryInMs: 1_000 });

      await vi.advanceTimersByTimeAsync(1_000);
      expect(calls).toHaveLength(2);
      expect(queue.status()).toEqual({ state: 'offline', attempt: 2, retryInMs: 60_000 });

      events.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
      expect(await saving).toMatchObject({ kind: 'saved', version: 2 });
      expect(calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a Retry button tries again without waiting', async () => {
    const { send, calls } = server({ kind: 'offline' }, { kind: 'saved', version: 2, answers: {} });
    const queue = createSaveQueue({ send, events: new EventTarget(), delays: [60_000] });
    const saving = queue.save({ '1': typed('a') }, 1);
    await tick();
    queue.retryNow();
    expect((await saving).kind).toBe('saved');
    expect(calls).toHaveLength(2);
  });

  it('passes a refusal on with the errors per question, and a closed page cancels a waiting save', async () => {
    const error = {
      field: '1',
      code: 'INCORRECT_FORMAT' as const,
      number: 112,
      message: 'Enter a number',
    };
    const refused = createSaveQueue({
      send: server({ kind: 'refused', errors: [error], message: null }).send,
      events: new EventTarget(),
    });
    expect(await refused.save({ '1': typed('x') }, 1)).toMatchObject({ kind: 'refused', errors: [error] });

    const closing = createSaveQueue({ send: server({ kind: 'offline' }).send, events: new EventTarget() });
    const saving = closing.save({ '1': typed('x') }, 1);
    await tick();
    closing.dispose();
    expect(await saving).toEqual({ kind: 'cancelled' });
  });

  it('sends every retry of a patch with one idempotency key, and a patch changed after a conflict with a new one', async () => {
    const { send, keys } = server(
      { kind: 'offline' },
      { kind: 'conflict', version: 6, theirs: { '1': typed('theirs') } },
      { kind: 'saved', version: 7, answers: { '1': typed('mine') } },
    );
    const queue = createSaveQueue({ send, events: new EventTarget(), delays: [0] });
    const saving = queue.save({ '1': typed('mine') }, 4);
    await vi.waitFor(() => expect(queue.status().state).toBe('conflict'));
    queue.resolve({ '1': 'mine' });
    await saving;
    const [offline, stale, resent] = keys;
    expect(stale).toBe(offline);
    expect(resent).not.toBe(stale);
    const next = server({ kind: 'saved', version: 8, answers: {} });
    await createSaveQueue({ send: next.send, events: new EventTarget() }).save({ '1': typed('again') }, 7);
    expect(next.keys[0]).not.toBe(resent);
  });
});
