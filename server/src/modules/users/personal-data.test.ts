// Personal data (docs/accounts.md#personal-data): the download holds the user's own data and nothing
// of other users; deleting the account erases it, ends the sessions, refuses an owner, and keeps
// what the user wrote for the organisation.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Answer } from '@oncourse/engine';
import {
  answerHistory,
  helpdeskMessages,
  notes,
  organisations,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import {
  freshIp,
  multipartFile,
  pngImage,
  registerAndSignIn,
  type SignedInUser,
} from '../../test/accounts.ts';

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

describe.each(databases())('personal data on %s', (kind) => {
  const t = useTestApp(kind);

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    account: SignedInUser,
    payload?: object,
  ) =>
    t.current.app.inject({
      method,
      url,
      remoteAddress: account.ip,
      headers: account.headers,
      ...(payload ? { payload } : {}),
    });

  const versionOf = async (account: SignedInUser) =>
    (await call('GET', `/api/reviews/answers/question/${NATURE}/organisation/${FACILITY}`, account)).json()
      .data.version as number;

  /** A registered, signed-in member of the demo facility who saved an answer and wrote a note. */
  const activeMember = async (label: string, questionId: number) => {
    const account = await registerAndSignIn(t.current, { first_name: label, last_name: `Surname-${label}` });
    await t.current.addMember(account.id, FACILITY, 'USER');
    const saved = await call(
      'PATCH',
      `/api/reviews/answers/${NATURE_SET}/organisation/${FACILITY}`,
      account,
      {
        baseVersion: await versionOf(account),
        answers: { [questionId]: answer({ value: `Answer of ${label}` }) },
      },
    );
    expect(saved.statusCode).toBe(200);
    const note = await call(
      'POST',
      `/api/reviews/answers/${NATURE_SET}/organisation/${FACILITY}/notes`,
      account,
      {
        questionId: 10000,
        value: `<p>Note of ${label}</p>`,
      },
    );
    expect(note.statusCode).toBe(200);
    await t.current.db.db
      .insert(helpdeskMessages)
      .values({ userId: account.id, organisationId: FACILITY, reason: 'CALL', message: `Call ${label}` });
    return account;
  };

  it('downloads the user’s own profile, memberships, notes, messages and last-changed answers, and nothing of others', async () => {
    const me = await activeMember('Robin', 10017);
    const other = await activeMember('Quinn', 10040);
    // Quinn changes last what Robin also changed: no longer Robin's "last changed" answer.
    await call('PATCH', `/api/reviews/answers/${NATURE_SET}/organisation/${FACILITY}`, me, {
      baseVersion: await versionOf(me),
      answers: { '10030': answer({ value: 'Robin first' }) },
    });
    await call('PATCH', `/api/reviews/answers/${NATURE_SET}/organisation/${FACILITY}`, other, {
      baseVersion: await versionOf(other),
      answers: { '10030': answer({ value: 'Quinn after' }) },
    });

    const response = await call('GET', `/api/app-user/${me.id}/personal-data`, me);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().data;
    expect(file.profile).toMatchObject({ id: me.id, email: me.email, firstName: 'Robin' });
    expect(file.organisations).toEqual([
      expect.objectContaining({ organisationId: FACILITY, accessType: 'USER' }),
    ]);
    expect(file.notes.map((note: { value: string }) => note.value)).toEqual(['<p>Note of Robin</p>']);
    expect(file.helpdeskMessages.map((message: { message: string }) => message.message)).toEqual([
      'Call Robin',
    ]);
    expect(file.answers.map((row: { questionId: number }) => row.questionId)).toEqual([10017]);
    expect(file.answers[0].answer.value).toBe('Answer of Robin');
    const text = response.body;
    for (const foreign of ['Quinn', other.email, 'Surname-Quinn']) expect(text).not.toContain(foreign);

    // Another user's file is out of reach.
    expect((await call('GET', `/api/app-user/${other.id}/personal-data`, me)).statusCode).toBe(403);
  });

  it('refuses to delete an owner’s account, with the team’s hand-over message', async () => {
    const owner = await registerAndSignIn(t.current);
    const [organisation] = await t.current.db.db
      .insert(organisations)
      .values({ type: 'FACILITY', title: `Owned ${Math.random()}` })
      .returning({ id: organisations.id });
    await t.current.addMember(owner.id, organisation!.id, 'OWNER');
    const refused = await call('DELETE', `/api/app-user/${owner.id}`, owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toMatchObject({
      code: 'FORBIDDEN_RESOURCE',
      message: 'The owner cannot be removed; hand over ownership first',
    });
    expect((await call('GET', `/api/app-user/${owner.id}`, owner)).statusCode).toBe(200);
  });

  it('erases the account, ends its sessions, and keeps what it wrote for the organisation', async () => {
    const me = await activeMember('Sam', 10017);
    const other = await activeMember('Kim', 10040);
    const picture = multipartFile('file', 'me.png', 'image/png', pngImage());
    const uploaded = await t.current.app.inject({
      method: 'POST',
      url: `/api/app-user/${me.id}/profile`,
      payload: picture.payload,
      headers: { ...me.headers, ...picture.headers },
      remoteAddress: me.ip,
    });
    const pictureId = uploaded.json().data.recordId as number;

    const deleted = await call('DELETE', `/api/app-user/${me.id}`, me);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id: me.id });
    expect(String(deleted.headers['set-cookie'])).toMatch(/oncourse_refresh=;/);

    const db = t.current.db.db;
    expect(await db.select().from(users).where(eq(users.id, me.id))).toHaveLength(0);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, pictureId))).toHaveLength(0);
    expect(await db.select().from(helpdeskMessages).where(eq(helpdeskMessages.userId, me.id))).toHaveLength(
      0,
    );
    // Sessions: the refresh token is refused, the password no longer signs in, the access token reaches nothing.
    const renewed = await t.current.app.inject({
      method: 'POST',
      url: '/api/auth/token-exchange',
      payload: { refresh_token: me.refreshToken },
      remoteAddress: freshIp(),
    });
    expect(renewed.statusCode).toBe(401);
    const signIn = await t.current.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email_address: me.email, password: me.password },
      remoteAddress: freshIp(),
    });
    expect(signIn.statusCode).toBe(401);
    expect((await call('GET', `/api/app-user/${me.id}`, me)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/reviews/answers/question/${NATURE}/organisation/${FACILITY}`, me)).statusCode,
    ).toBe(403);

    // The organisation keeps the answer, the note and the history, without the author.
    const set = (
      await call('GET', `/api/reviews/answers/question/${NATURE}/organisation/${FACILITY}`, other)
    ).json().data;
    expect(set.answers['10017'].value).toBe('Answer of Sam');
    const [note] = await db.select().from(notes).where(eq(notes.value, '<p>Note of Sam</p>'));
    expect(note?.authorUserId).toBeNull();
    const changes = await db.select().from(answerHistory).where(eq(answerHistory.questionId, 10017));
    expect(changes.at(-1)?.changedByUserId).toBeNull();
    // Nobody else lost anything.
    expect((await call('GET', `/api/app-user/${other.id}`, other)).statusCode).toBe(200);
    expect(
      await db.select().from(helpdeskMessages).where(eq(helpdeskMessages.userId, other.id)),
    ).toHaveLength(1);
  });
});
