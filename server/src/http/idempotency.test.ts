// A write sent again with the same Idempotency-Key (a device's outbox that never saw the answer)
// is applied once and answered the same (docs/offline.md#sending-the-outbox).
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/harness.ts';

const FACILITY = 1;
const NATURE = 1;
const NATURE_SET = 3; // the demo facility's nature review (fixtures/answer-sets)

const answer = (value: unknown, complete = false) => ({
  complete,
  savelater: !complete,
  value,
  unitMeasurementType: null,
  nestedValues: {},
  facilityAddedAnswers: [],
  rows: [],
});

describe.each(databases())('Idempotency-Key on %s', (kind) => {
  const t = useTestApp(kind);

  const member = async () => {
    const userId = await t.current.createUser();
    await t.current.addMember(userId, FACILITY, 'USER');
    return userId;
  };

  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    userId: number,
    payload?: object,
    key?: string,
  ) =>
    t.current.app.inject({
      method,
      url,
      headers: { ...(await t.current.authHeader(userId)), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });

  const answersUrl = `/api/reviews/answers/${NATURE_SET}/organisation/${FACILITY}`;
  const notesUrl = `${answersUrl}/notes`;
  const readSet = async (userId: number) =>
    (await call('GET', `/api/reviews/answers/question/${NATURE}/organisation/${FACILITY}`, userId)).json()
      .data;
  const historyCount = async (userId: number, questionId: number) =>
    (await call('GET', `${answersUrl}/question/${questionId}/history`, userId)).json().data.length;

  it('saves answers once when the same save is sent twice, and answers the repeat the same', async () => {
    const userId = await member();
    const { version } = await readSet(userId);
    const changesBefore = await historyCount(userId, 10025);
    const patch = { baseVersion: version, answers: { '10025': answer(17, true) } };
    const key = crypto.randomUUID();

    const first = await call('PATCH', answersUrl, userId, patch, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await call('PATCH', answersUrl, userId, patch, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    expect((await readSet(userId)).version).toBe(version + 1);
    expect(await historyCount(userId, 10025)).toBe(changesBefore + 1);
  });

  it('repeats a conflict as it was, without saving the rest again', async () => {
    const alice = await member();
    const bob = await member();
    const { version } = await readSet(alice);
    expect(
      (await call('PATCH', answersUrl, alice, { baseVersion: version, answers: { '10006': answer(40) } }))
        .statusCode,
    ).toBe(200);
    const stale = { baseVersion: version, answers: { '10006': answer(35), '10025': answer(12) } };
    const key = crypto.randomUUID();
    const first = await call('PATCH', answersUrl, bob, stale, key);
    expect(first.statusCode).toBe(409);
    // Alice changes it again before Bob's device sends once more: the repeat is still his first answer.
    const { version: later } = await readSet(alice);
    await call('PATCH', answersUrl, alice, { baseVersion: later, answers: { '10006': answer(41) } });
    const again = await call('PATCH', answersUrl, bob, stale, key);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(first.json());
    expect((await readSet(bob)).version).toBe(version + 3);
  });

  it('adds a note once when it is sent twice with one key, and twice with two keys', async () => {
    const userId = await member();
    const note = { questionId: 10013, value: '<p>Checked the hedges on the 7th</p>' };
    const key = crypto.randomUUID();
    const first = await call('POST', notesUrl, userId, note, key);
    const again = await call('POST', notesUrl, userId, note, key);
    expect(again.json().data).toEqual(first.json().data);
    await call('POST', notesUrl, userId, note, crypto.randomUUID());
    const notes = (await readSet(userId)).answers['10013'].notes.filter(
      (n: { value: string }) => n.value === note.value,
    );
    expect(notes).toHaveLength(2);
  });

  it('edits a note once: a repeat of an edit answers what it did, not over a colleague’s later edit', async () => {
    const alice = await member();
    const bob = await member();
    const created = await call('POST', notesUrl, alice, { questionId: 10013, value: '<p>Hedge</p>' });
    const noteUrl = `${answersUrl}/question/10013/note/${created.json().data.id}`;
    const key = crypto.randomUUID();
    const first = await call('PATCH', noteUrl, alice, { value: '<p>Hedge laid</p>' }, key);
    expect(first.statusCode).toBe(200);
    await call('PATCH', noteUrl, bob, { value: '<p>Hedge laid by Bob</p>' });

    const again = await call('PATCH', noteUrl, alice, { value: '<p>Hedge laid</p>' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const note = (await readSet(alice)).answers['10013'].notes.find(
      (n: { id: number }) => n.id === created.json().data.id,
    );
    expect(note.value).toBe('<p>Hedge laid by Bob</p>');
  });

  it('deletes a note once: a repeat answers the deletion again instead of 404', async () => {
    const userId = await member();
    const created = await call('POST', notesUrl, userId, { questionId: 10013, value: '<p>Gone</p>' });
    const noteUrl = `${answersUrl}/question/10013/note/${created.json().data.id}`;
    const key = crypto.randomUUID();
    const first = await call('DELETE', noteUrl, userId, undefined, key);
    expect(first.statusCode).toBe(200);
    const again = await call('DELETE', noteUrl, userId, undefined, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // Without the key the note is simply not there any more.
    expect((await call('DELETE', noteUrl, userId)).statusCode).toBe(404);
  });

  it('keeps each user’s keys apart and refuses a key reused for another request or malformed', async () => {
    const alice = await member();
    const bob = await member();
    const key = crypto.randomUUID();
    const note = (value: string) => ({ questionId: 10013, value: `<p>${value}</p>` });
    const mine = await call('POST', notesUrl, alice, note('Alice'), key);
    const theirs = await call('POST', notesUrl, bob, note('Bob'), key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);

    const reused = await call('POST', notesUrl, alice, note('Something else'), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().data).toMatchObject({ code: 'UNPROCESSABLE_ENTITY', field: 'Idempotency-Key' });

    const malformed = await call('POST', notesUrl, alice, note('x'), 'short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data).toMatchObject({ code: 'INCORRECT_FORMAT', field: 'Idempotency-Key' });
  });

  it('lets a key be sent again after a refusal that is not kept (access), and then runs it', async () => {
    const outsider = await t.current.createUser();
    const note = { questionId: 10013, value: '<p>Too early</p>' };
    const key = crypto.randomUUID();
    expect((await call('POST', notesUrl, outsider, note, key)).statusCode).toBe(403);
    await t.current.addMember(outsider, FACILITY, 'USER');
    const later = await call('POST', notesUrl, outsider, note, key);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });
});
