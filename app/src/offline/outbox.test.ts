import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createOutbox, type OutboxEntry } from './outbox';

const ALICE = 7;
const BOB = 8;
const SET = { answerSetId: 3, orgId: 1, questionSetId: 2, year: 2025 };
const save = (value: string, baseVersion = 4) => ({
  kind: 'answers' as const,
  answers: { '10025': { value } },
  baseVersion,
});
const note = (value: string) => ({ kind: 'note' as const, questionId: 10013, value });

describe('the outbox', () => {
  it('keeps changes across a reload (a new outbox on the same database) and sends them in the order made', async () => {
    const factory = new IDBFactory();
    const before = createOutbox(factory);
    await before.add(ALICE, SET, save('first'));
    await before.add(ALICE, SET, note('<p>Hedge laid</p>'));
    await before.add(ALICE, SET, save('second', 5));

    const after = createOutbox(factory);
    const sent: OutboxEntry[] = [];
    const result = await after.drain(ALICE, async (entry) => {
      sent.push(entry);
      return 'sent';
    });

    expect(sent.map((entry) => entry.change)).toEqual([
      save('first'),
      note('<p>Hedge laid</p>'),
      save('second', 5),
    ]);
    expect(result).toEqual({ sent: 3, left: 0 });
    expect(await createOutbox(factory).list(ALICE)).toEqual([]);
  });

  it('sends a change again with the key it was queued with, until the server has it', async () => {
    const outbox = createOutbox(new IDBFactory());
    const queued = await outbox.add(ALICE, SET, save('typed in the shed'));
    await outbox.add(ALICE, SET, note('<p>later</p>'));
    const attempts: string[] = [];

    // The first attempt gets no answer: nothing after it is sent, nothing is forgotten.
    const offline = await outbox.drain(ALICE, async (entry) => {
      attempts.push(entry.key);
      return 'wait';
    });
    expect(offline).toEqual({ sent: 0, left: 2 });

    await outbox.drain(ALICE, async (entry) => {
      attempts.push(entry.key);
      return 'sent';
    });
    expect(await outbox.list(ALICE)).toEqual([]);
    // Two attempts of the first change with its one key, then the note with its own.
    expect(attempts.slice(0, 2)).toEqual([queued.key, queued.key]);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts).size).toBe(2);
  });

  it('sends each change once when two drains start together (the online event and a retry)', async () => {
    const outbox = createOutbox(new IDBFactory());
    await outbox.add(ALICE, SET, save('a'));
    await outbox.add(ALICE, SET, save('b', 5));
    const sent: string[] = [];
    const send = async (entry: OutboxEntry) => {
      sent.push(entry.key);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'sent' as const;
    };
    await Promise.all([outbox.drain(ALICE, send), outbox.drain(ALICE, send)]);
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(2);
  });

  it('holds back only the later changes of an answer set whose change has to wait, and sends the others', async () => {
    const outbox = createOutbox(new IDBFactory());
    const OTHER = { ...SET, answerSetId: 9, questionSetId: 5 };
    await outbox.add(ALICE, SET, save('conflicting'));
    await outbox.add(ALICE, OTHER, save('elsewhere'));
    await outbox.add(ALICE, SET, note('<p>after the conflict</p>'));
    const tried: string[] = [];
    const result = await outbox.drain(ALICE, async (entry) => {
      tried.push(`${entry.target.answerSetId}:${entry.change.kind}`);
      return entry.target.answerSetId === SET.answerSetId ? 'hold' : 'sent';
    });
    // The held set's later note is not even tried: it keeps its place behind the conflict.
    expect(tried).toEqual(['3:answers', '9:answers']);
    expect(result).toEqual({ sent: 1, left: 2 });
    expect((await outbox.list(ALICE)).map((entry) => entry.change)).toEqual([
      save('conflicting'),
      note('<p>after the conflict</p>'),
    ]);
  });

  it('changes or drops a waiting change in place, and never one already on its way', async () => {
    const outbox = createOutbox(new IDBFactory());
    const first = await outbox.add(ALICE, SET, note('<p>first</p>'));
    const second = await outbox.add(ALICE, SET, note('<p>second</p>'));
    const third = await outbox.add(ALICE, SET, note('<p>third</p>'));
    expect(await outbox.amend(ALICE, second.id, () => note('<p>second, edited</p>'))).toBe(true);
    expect(await outbox.amend(ALICE, third.id, () => null)).toBe(true);
    // Another user's change is not theirs to amend.
    expect(await outbox.amend(BOB, first.id, () => null)).toBe(false);

    let release = () => undefined as void;
    const onItsWay = new Promise<void>((resolve) => (release = resolve));
    const sent: [string, OutboxEntry['change']][] = [];
    const draining = outbox.drain(ALICE, async (entry) => {
      if (entry.id === first.id) await onItsWay;
      sent.push([entry.key, entry.change]);
      return 'sent';
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The first is being sent: the edit waits for that attempt, and then finds it gone.
    const late = outbox.amend(ALICE, first.id, () => note('<p>too late</p>'));
    release();
    expect(await late).toBe(false);
    await draining;
    // The edited one kept its key and its place.
    expect(sent).toEqual([
      [first.key, note('<p>first</p>')],
      [second.key, note('<p>second, edited</p>')],
    ]);
  });

  it('sends only the changes of the user who made them', async () => {
    const outbox = createOutbox(new IDBFactory());
    await outbox.add(ALICE, SET, note('<p>Alice</p>'));
    await outbox.add(BOB, SET, note('<p>Bob</p>'));
    const sent: number[] = [];
    await outbox.drain(BOB, async (entry) => {
      sent.push(entry.userId);
      return 'sent';
    });
    expect(sent).toEqual([BOB]);
    expect((await outbox.list(ALICE)).map((entry) => entry.change)).toEqual([note('<p>Alice</p>')]);
  });
});
