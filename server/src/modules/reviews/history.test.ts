// Answer history over HTTP (docs/reviews.md#answer-history): every save keeps one row per answer it
// changed, in the save's own statement; reading it follows the answers' access rules; a deleted
// account's changes stay, without a name.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Answer } from '@oncourse/engine';
import { answerHistory, organisations } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';

const FACILITY = 1;
const NATURE = 1;
const NATURE_SET = 3; // the demo facility's nature review (fixtures/answer-sets)

const answer = (overrides: Partial<Omit<Answer, 'notes'>> = {}): Omit<Answer, 'notes'> => ({
  complete: false,
  savelater: true,
  value: null,
  unitMeasurementType: null,
  nestedValues: {},
  facilityAddedAnswers: [],
  rows: [],
  ...overrides,
});

describe.each(databases())('answer history on %s', (kind) => {
  const t = useTestApp(kind);

  const call = async (
    method: 'GET' | 'PATCH' | 'DELETE',
    url: string,
    userId: number,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.current.app.inject({
      method,
      url,
      headers: { ...(await t.current.authHeader(userId)), ...headers },
      ...(payload ? { payload } : {}),
    });

  const member = async (organisationId = FACILITY, accessType: 'USER' | 'USER_VIEW_ONLY' = 'USER') => {
    const userId = await t.current.createUser({ firstName: 'Alex', lastName: `Morgan ${Math.random()}` });
    await t.current.addMember(userId, organisationId, accessType);
    return userId;
  };

  const versionOf = async (userId: number) =>
    (await call('GET', `/api/reviews/answers/question/${NATURE}/organisation/${FACILITY}`, userId)).json()
      .data;

  const save = (userId: number, baseVersion: number, answers: object, headers: Record<string, string> = {}) =>
    call(
      'PATCH',
      `/api/reviews/answers/${NATURE_SET}/organisation/${FACILITY}`,
      userId,
      { baseVersion, answers },
      headers,
    );

  const historyRows = () =>
    t.current.db.db.select().from(answerHistory).where(eq(answerHistory.answerSetId, NATURE_SET));

  const questionHistory = (userId: number, questionId: number, organisationId = FACILITY) =>
    call(
      'GET',
      `/api/reviews/answers/${NATURE_SET}/organisation/${organisationId}/question/${questionId}/history`,
      userId,
    );

  it('keeps one row per changed answer of a save, with who, when, from which client, old and new value', async () => {
    const alex = await member();
    const set = await versionOf(alex);
    const before = (await historyRows()).length;
    const unchanged = { ...set.answers['10000'], notes: undefined };
    const previous10006 = set.answers['10006']?.value ?? null;

    const first = await save(
      alex,
      set.version,
      { '10006': answer({ value: 40 }), '10017': answer({ value: 'Himalayan balsam' }), '10000': unchanged },
      { 'x-client-id': 'oncourse-web/1.0' },
    );
    expect(first.statusCode).toBe(200);
    const rows = (await historyRows()).slice(before);
    expect(rows.map((row) => row.questionId).sort()).toEqual([10006, 10017]);
    const row = rows.find((candidate) => candidate.questionId === 10006)!;
    expect(row).toMatchObject({
      changedByUserId: alex,
      client: 'oncourse-web/1.0',
      version: set.version + 1,
    });
    expect(row.after.value).toBe(40);
    expect(row.before?.value ?? null).toBe(previous10006);

    // A stale save goes the locked way: the history is written there too, from the user agent.
    const second = await save(
      alex,
      set.version,
      { '10006': answer({ value: 35 }) },
      {
        'user-agent': 'Mozilla/5.0 test',
      },
    );
    expect(second.statusCode).toBe(409);
    const third = await save(
      alex,
      set.version + 1,
      { '10006': answer({ value: 35 }) },
      {
        'user-agent': 'Mozilla/5.0 test',
      },
    );
    expect(third.statusCode).toBe(200);
    const latest = (await historyRows()).slice(before + 2);
    expect(latest).toHaveLength(1);
    expect(latest[0]).toMatchObject({ questionId: 10006, client: 'Mozilla/5.0 test' });
    expect(latest[0]!.before?.value).toBe(40);
    expect(latest[0]!.after.value).toBe(35);

    const changes = (await questionHistory(alex, 10006)).json().data;
    expect(changes.slice(0, 2).map((change: { after: { value: number } }) => change.after.value)).toEqual([
      35, 40,
    ]);
    expect(changes[0]).toMatchObject({
      questionId: 10006,
      changedBy: { id: alex, firstName: 'Alex' },
      before: { value: 40 },
    });
  });

  it('writes nothing when a save is refused', async () => {
    const alex = await member();
    const set = await versionOf(alex);
    const before = (await historyRows()).length;
    const refused = await save(alex, set.version, {
      '10017': answer({ value: 'Fine' }),
      '10006': answer({ value: 'not a number' as never }),
    });
    expect(refused.statusCode).toBe(422);
    expect(await historyRows()).toHaveLength(before);
  });

  it('gives the set’s timeline newest first, in pages', async () => {
    const alex = await member();
    let { version } = await versionOf(alex);
    for (const value of [1, 2, 3]) {
      const saved = await save(alex, version, { '10025': answer({ value }) });
      version = saved.json().data.version;
    }
    const url = `/api/reviews/answers/${NATURE_SET}/organisation/${FACILITY}/history`;
    const page = (await call('GET', `${url}?limit=2`, alex)).json().data;
    expect(page.map((change: { after: { value: number } }) => change.after.value)).toEqual([3, 2]);
    const next = (await call('GET', `${url}?limit=2&before=${page[1].id}`, alex)).json().data;
    expect(next[0].after.value).toBe(1);
  });

  it('gives the last change of each question of one section in one call, for the line under each question', async () => {
    const alex = await member();
    let { version } = await versionOf(alex);
    for (const answers of [
      { '10006': answer({ value: 30 }), '10025': answer({ value: 7 }) },
      { '10006': answer({ value: 45 }) },
    ]) {
      const saved = await save(alex, version, answers);
      expect(saved.statusCode).toBe(200);
      version = saved.json().data.version;
    }
    const url = `/api/reviews/answers/${NATURE_SET}/organisation/${FACILITY}/history/latest`;
    const habitat = await call('GET', `${url}?sectionId=100`, alex);
    expect(habitat.statusCode).toBe(200);
    const changes: { questionId: number; before: { value: unknown } | null; after: { value: unknown } }[] =
      habitat.json().data;
    const ids = changes.map((change) => change.questionId);
    // One line per question, none from the turfgrass section.
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(10025);
    expect(changes.find((change) => change.questionId === 10006)).toMatchObject({
      changedBy: { id: alex, firstName: 'Alex' },
      before: { value: 30 },
      after: { value: 45 },
    });
    const whole = (await call('GET', url, alex)).json().data;
    expect(whole.map((change: { questionId: number }) => change.questionId)).toContain(10025);

    const [other] = await t.current.db.db
      .insert(organisations)
      .values({ type: 'FACILITY', title: `Other Links ${Math.random()}`, measurementUnit: 'metric' })
      .returning({ id: organisations.id });
    const stranger = await member(other!.id);
    const probe = `/api/reviews/answers/${NATURE_SET}/organisation/${other!.id}/history/latest`;
    expect((await call('GET', probe, stranger)).statusCode).toBe(404);
  });

  it('is read under the answers’ rules: view-only members read, other organisations’ members do not', async () => {
    const viewer = await member(FACILITY, 'USER_VIEW_ONLY');
    expect((await questionHistory(viewer, 10006)).statusCode).toBe(200);

    const [other] = await t.current.db.db
      .insert(organisations)
      .values({ type: 'FACILITY', title: `Other Links ${Math.random()}`, measurementUnit: 'metric' })
      .returning({ id: organisations.id });
    const stranger = await member(other!.id);
    // Not a member of the demo facility: 403; its own organisation in the path: the set is not its (404).
    expect((await questionHistory(stranger, 10006)).statusCode).toBe(403);
    expect((await questionHistory(stranger, 10006, other!.id)).statusCode).toBe(404);
    const timeline = await call(
      'GET',
      `/api/reviews/answers/${NATURE_SET}/organisation/${other!.id}/history`,
      stranger,
    );
    expect(timeline.statusCode).toBe(404);
  });

  it('keeps a deleted account’s changes, attributed to nobody (a former member)', async () => {
    const leaver = await member();
    const set = await versionOf(leaver);
    expect(
      (await save(leaver, set.version, { '10017': answer({ value: `Written by a leaver` }) })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/app-user/${leaver}`, leaver)).statusCode).toBe(200);

    const reader = await member();
    const [change] = (await questionHistory(reader, 10017)).json().data;
    expect(change).toMatchObject({ changedBy: null, after: { value: 'Written by a leaver' } });
    const attributed = await t.current.db.db
      .select({ id: answerHistory.id })
      .from(answerHistory)
      .where(eq(answerHistory.changedByUserId, leaver));
    expect(attributed).toHaveLength(0);
  });
});
