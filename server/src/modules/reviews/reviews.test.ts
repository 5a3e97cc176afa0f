// Reviews over HTTP: question sets, answers that are never half-saved nor silently overwritten,
// notes, annual-data years and progress, each reachable only from its own organisation.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadAnswerSets, loadQuestionSets } from '@oncourse/fixtures';
import { prefill, progress, type Answer } from '@oncourse/engine';
import { answerSets, memberships, organisations } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';

const FACILITY = 1;
const TOURNAMENT = 2;
const NATURE = 1;
const NATURE_SET = 3; // the demo facility's nature review (fixtures/answer-sets)
const ANNUAL = 6;
const USER = 3; // the seeded access types USER and USER_VIEW_ONLY
const VIEW_ONLY = 4;

const fixtureSet = (id: number) => loadQuestionSets().find((file) => file.questionSet.id === id)!.questionSet;
const fixtureAnswers = (id: number) => loadAnswerSets().find((set) => set.id === id)!;

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

describe.each(databases())('reviews on %s', (kind) => {
  const t = useTestApp(kind);

  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    userId: number,
    payload?: object,
  ) =>
    t.current.app.inject({
      method,
      url,
      headers: await t.current.authHeader(userId),
      ...(payload ? { payload } : {}),
    });

  /** A joined member (USER) of the organisation. */
  const member = async (organisationId: number) => {
    const userId = await t.current.createUser();
    await t.current.addMember(userId, organisationId, 'USER');
    return userId;
  };

  /** A second facility with one member, to prove the demo facility's data stays out of reach. */
  const otherFacility = async () => {
    const [row] = await t.current.db.db
      .insert(organisations)
      .values({ type: 'FACILITY', title: `Other Links ${Math.random()}`, measurementUnit: 'metric' })
      .returning({ id: organisations.id });
    return { organisationId: row!.id, userId: await member(row!.id) };
  };

  const readSet = async (userId: number, questionSetId = NATURE, organisationId = FACILITY, year?: number) =>
    (
      await call(
        'GET',
        `/api/reviews/answers/question/${questionSetId}/organisation/${organisationId}${year ? `?year=${year}` : ''}`,
        userId,
      )
    ).json().data;

  const save = (
    userId: number,
    answerSetId: number,
    baseVersion: number,
    answers: object,
    organisationId = FACILITY,
  ) =>
    call('PATCH', `/api/reviews/answers/${answerSetId}/organisation/${organisationId}`, userId, {
      baseVersion,
      answers,
    });

  describe('question sets', () => {
    it('serves the set of the organisation’s type, and not the other type’s', async () => {
      const userId = await member(FACILITY);
      const response = await call(
        'GET',
        `/api/reviews/questions/${NATURE}/organisation/${FACILITY}?code=en`,
        userId,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual(JSON.parse(JSON.stringify(fixtureSet(NATURE))));
      expect(
        (await call('GET', `/api/reviews/questions/7/organisation/${FACILITY}`, userId)).statusCode,
      ).toBe(404);
      const byBestPractice = await call(
        'GET',
        `/api/reviews/questions/best-practice/${NATURE}/organisation/${FACILITY}/languages/fr`,
        userId,
      );
      expect(byBestPractice.json().data.slug).toBe('nature');
      expect(
        (
          await call(
            'GET',
            `/api/reviews/questions/best-practice/${ANNUAL}/organisation/${FACILITY}/languages/en`,
            userId,
          )
        ).statusCode,
      ).toBe(404);
    });

    it('refuses a user who is not a member of the organisation', async () => {
      const { userId } = await otherFacility();
      expect(
        (await call('GET', `/api/reviews/questions/${NATURE}/organisation/${FACILITY}`, userId)).statusCode,
      ).toBe(403);
    });

    it('gives the reference data that picks guidance and units', async () => {
      const userId = await member(FACILITY);
      const data = (
        await call('GET', `/api/reviews/questions/reference-data?languageId=de&orgId=${FACILITY}`, userId)
      ).json().data;
      expect(data).toMatchObject({
        measurementUnit: 'metric',
        countryCode: 'GB',
        organisationGroup: 'members-club',
      });
      expect(data.questionSets.map((set: { id: number }) => set.id)).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('serves a section icon as a PNG without sign-in, and 404 for an unknown one', async () => {
      const icon = await t.current.app.inject({ method: 'GET', url: '/api/reviews/icon/11' });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
      expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect((await t.current.app.inject({ method: 'GET', url: '/api/reviews/icon/9999' })).statusCode).toBe(
        404,
      );
    });
  });

  describe('saving answers', () => {
    it('keeps another organisation’s answers and notes out of reach', async () => {
      const { organisationId, userId } = await otherFacility();
      expect(await readSet(userId, NATURE, organisationId)).toBeNull();
      const patch = { '10006': answer({ value: 1 }) };
      expect((await save(userId, NATURE_SET, 0, patch, organisationId)).statusCode).toBe(404);
      expect((await save(userId, NATURE_SET, 0, patch)).statusCode).toBe(403);
      const note = await call(
        'POST',
        `/api/reviews/answers/${NATURE_SET}/organisation/${organisationId}/notes`,
        userId,
        {
          questionId: 10000,
          value: '<p>Mine now</p>',
        },
      );
      expect(note.statusCode).toBe(404);
      const demoNote = (
        await call(
          'POST',
          `/api/reviews/answers/${NATURE_SET}/organisation/${FACILITY}/notes`,
          await member(FACILITY),
          {
            questionId: 10000,
            value: '<p>Ours</p>',
          },
        )
      ).json().data;
      const edit = await call(
        'PATCH',
        `/api/reviews/answers/${NATURE_SET}/organisation/${organisationId}/question/10000/note/${demoNote.id}`,
        userId,
        { value: '<p>Changed</p>' },
      );
      expect(edit.statusCode).toBe(404);
    });

    it('answers a stale save with 409 and the other value, and saves what did not conflict', async () => {
      const alice = await member(FACILITY);
      const bob = await member(FACILITY);
      const start = await readSet(alice);
      const base = start.version;

      const first = await save(alice, NATURE_SET, base, {
        '10006': answer({ value: 40, complete: true, savelater: false }),
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().data.version).toBe(base + 1);

      const stale = await save(bob, NATURE_SET, base, {
        '10006': answer({ value: 35 }),
        '10025': answer({ value: 12 }),
        // The same choice Alice already has: no conflict.
        '10000': { ...start.answers['10000'], notes: undefined },
      });
      expect(stale.statusCode).toBe(409);
      const body = stale.json();
      expect(body).toMatchObject({
        ok: false,
        status: 409,
        data: { code: 'DUPLICATED_VALUE', field: 'answers' },
      });
      expect(body.data.details).toEqual({
        version: base + 2,
        conflicts: [{ questionId: 10006, answer: expect.objectContaining({ value: 40, complete: true }) }],
        saved: [10000, 10025],
      });

      const after = await readSet(alice);
      expect(after.version).toBe(base + 2);
      expect(after.answers['10006'].value).toBe(40);
      expect(after.answers['10025'].value).toBe(12);

      // Bob keeps his own value on purpose, based on the version he was shown.
      const resolved = await save(bob, NATURE_SET, body.data.details.version, {
        '10006': answer({ value: 35 }),
      });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json().data.answers['10006'].value).toBe(35);
    });

    it('refuses the whole patch when one answer is invalid, one error per question, and changes nothing', async () => {
      const userId = await member(FACILITY);
      const before = await readSet(userId);
      const response = await save(userId, NATURE_SET, before.version, {
        '10025': answer({ value: 7 }),
        '10035': answer({ value: 'a lot' }),
        '10019': answer({ value: 99999, complete: true, savelater: false }),
        '10036': answer({ value: '2999-01-01' }),
        '424242': answer({ value: 1 }),
      });
      expect(response.statusCode).toBe(422);
      const data = response.json().data;
      expect(data).toMatchObject({
        code: 'UNPROCESSABLE_ENTITY',
        field: 'answers',
        message: 'Please check the form and correct the missing fields',
      });
      expect(data.details.errors).toEqual([
        expect.objectContaining({ questionId: 10019, field: 'answers.10019', code: 'UNKNOWN_ENUM_VALUE' }),
        expect.objectContaining({
          questionId: 10035,
          code: 'INCORRECT_FORMAT',
          message: 'Enter a number',
        }),
        expect.objectContaining({ questionId: 10036, code: 'ABOVE_MAX_VALUE' }),
        expect.objectContaining({ questionId: 424242, code: 'INACTIVE_RESOURCE' }),
      ]);
      expect(await readSet(userId)).toEqual(before);

      // A yes/no holds its option's id: the contract has no boolean answers at all.
      const yes = await save(userId, NATURE_SET, before.version, {
        '10025': answer({ value: 7 }),
        '10013': { ...answer(), value: true },
      });
      expect(yes.statusCode).toBe(400);
      expect(yes.json().data.field).toContain('10013');
      expect(await readSet(userId)).toEqual(before);
    });

    it('keeps the ids of answers the facility added, and refuses one taking an option’s id', async () => {
      const userId = await member(FACILITY);
      const before = await readSet(userId);
      const habitat = before.answers['10014'];
      expect(habitat.facilityAddedAnswers).toEqual([
        { id: -1, title: 'Turf stripping to re-create bare sand for solitary bees' },
      ]);
      const optionId = habitat.value[0] as number;

      const clash = await save(userId, NATURE_SET, before.version, {
        '10014': answer({
          ...habitat,
          notes: undefined,
          facilityAddedAnswers: [...habitat.facilityAddedAnswers, { id: optionId, title: 'Log piles' }],
        }),
      });
      expect(clash.statusCode).toBe(422);
      expect(clash.json().data.details.errors).toEqual([
        expect.objectContaining({ questionId: 10014, code: 'DUPLICATED_VALUE' }),
      ]);

      const added = { ...habitat, notes: undefined, value: [...habitat.value, -2] };
      added.facilityAddedAnswers = [...habitat.facilityAddedAnswers, { id: -2, title: 'Log piles' }];
      const saved = await save(userId, NATURE_SET, before.version, { '10014': answer(added) });
      expect(saved.statusCode).toBe(200);
      const after = (await readSet(userId)).answers['10014'];
      expect(after.facilityAddedAnswers.map((entry: { id: number }) => entry.id)).toEqual([-1, -2]);
      expect(after.value).toEqual([...habitat.value, -2]);
    });

    it('refuses a base version the set never had', async () => {
      const userId = await member(FACILITY);
      const { version } = await readSet(userId);
      const response = await save(userId, NATURE_SET, version + 5, { '10025': answer({ value: 3 }) });
      expect(response.statusCode).toBe(422);
      expect(response.json().data).toMatchObject({ field: 'baseVersion' });
      expect((await readSet(userId)).version).toBe(version);
    });

    it('lets a view-only member read but not save', async () => {
      const viewer = await t.current.createUser();
      await t.current.addMember(viewer, FACILITY, 'USER_VIEW_ONLY');
      const set = await readSet(viewer);
      expect(
        (await save(viewer, NATURE_SET, set.version, { '10025': answer({ value: 1 }) })).statusCode,
      ).toBe(403);
    });

    // The server remembers a membership it read for a minute; another server may change it meanwhile.
    const changeMembership = (userId: number, change: Partial<typeof memberships.$inferInsert> | 'remove') =>
      change === 'remove'
        ? t.current.db.db.delete(memberships).where(eq(memberships.userId, userId))
        : t.current.db.db.update(memberships).set(change).where(eq(memberships.userId, userId));

    it('refuses the next save of a member removed from the team since their last one, and keeps the answer', async () => {
      const userId = await member(FACILITY);
      const { version } = await readSet(userId);
      const first = await save(userId, NATURE_SET, version, { '10025': answer({ value: 7 }) });
      expect(first.statusCode).toBe(200);
      await changeMembership(userId, 'remove');

      const next = await save(userId, NATURE_SET, first.json().data.version, {
        '10025': answer({ value: 8 }),
      });
      expect(next.statusCode).toBe(403);
      expect(next.json().data.message).toBe('You are not a member of this organisation');
      const owner = await member(FACILITY);
      expect((await readSet(owner)).answers['10025'].value).toBe(7);
    });

    it('refuses the next save of a member made view-only since their last one', async () => {
      const userId = await member(FACILITY);
      const { version } = await readSet(userId);
      const first = await save(userId, NATURE_SET, version, { '10025': answer({ value: 5 }) });
      expect(first.statusCode).toBe(200);
      await changeMembership(userId, { accessTypeId: VIEW_ONLY });

      const next = await save(userId, NATURE_SET, first.json().data.version, {
        '10025': answer({ value: 6 }),
      });
      expect(next.statusCode).toBe(403);
      expect(next.json().data.message).toBe('Your access to this organisation is view-only');
      expect((await readSet(userId)).answers['10025'].value).toBe(5);
    });

    it('lets a view-only member made a user since their refused save save at once', async () => {
      const userId = await t.current.createUser();
      await t.current.addMember(userId, FACILITY, 'USER_VIEW_ONLY');
      const { version } = await readSet(userId);
      const refused = await save(userId, NATURE_SET, version, { '10025': answer({ value: 4 }) });
      expect(refused.statusCode).toBe(403);
      await changeMembership(userId, { accessTypeId: USER });

      const saved = await save(userId, NATURE_SET, version, { '10025': answer({ value: 4 }) });
      expect(saved.statusCode).toBe(200);
      expect((await readSet(userId)).answers['10025'].value).toBe(4);
    });

    it('serialises concurrent saves of one set: every save lands, versions never repeat', async () => {
      const userId = await member(FACILITY);
      const { version } = await readSet(userId);
      const ids = ['10013', '10015', '10016', '10017', '10020', '10027'];
      const responses = await Promise.all(
        ids.map((id, index) =>
          save(userId, NATURE_SET, version, {
            [id]: answer({
              value: id === '10017' ? 'text' : index === 0 ? 50032 : id === '10020' ? 50068 : [],
            }),
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(ids.map(() => 200));
      const versions = responses.map((response) => response.json().data.version).sort();
      expect(new Set(versions).size).toBe(ids.length);
    });

    it('saves of several organisations arriving together each land in their own set', async () => {
      const facilities = await Promise.all([otherFacility(), otherFacility(), otherFacility()]);
      const sets = await Promise.all(
        facilities.map(async ({ organisationId, userId }) => ({
          organisationId,
          userId,
          set: (
            await call(
              'POST',
              `/api/reviews/answers/question/${NATURE}/organisation/${organisationId}/new`,
              userId,
              { year: null },
            )
          ).json().data,
        })),
      );
      // The third saves first, so its second save below is stale.
      const third = sets[2]!;
      expect(
        (
          await save(
            third.userId,
            third.set.id,
            third.set.version,
            { 10013: answer({ value: 50032 }) },
            third.organisationId,
          )
        ).statusCode,
      ).toBe(200);
      const values = [50032, 50033, 50034];
      const responses = await Promise.all(
        sets.map(({ organisationId, userId, set }, index) =>
          save(userId, set.id, set.version, { 10013: answer({ value: values[index]! }) }, organisationId),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 409]);
      expect(responses[2]!.json().data.details.conflicts).toEqual([
        expect.objectContaining({ questionId: 10013, answer: expect.objectContaining({ value: 50032 }) }),
      ]);
      for (const [index, { organisationId, userId }] of sets.slice(0, 2).entries()) {
        expect(responses[index]!.json().data.answers['10013'].value).toBe(values[index]);
        expect((await readSet(userId, NATURE, organisationId)).answers['10013'].value).toBe(values[index]);
      }
      // A save the database refuses fails alone: the batch is run again save by save.
      await t.current.db.db.execute(
        sql.raw(`create function refuse_marked_answer() returns trigger language plpgsql as $$
          begin
            if new.value = '"refuse me"'::jsonb then raise exception 'refused by the test'; end if;
            return new;
          end $$`),
      );
      await t.current.db.db.execute(
        sql.raw(`create trigger refuse_marked_answer before insert or update on answers
          for each row execute function refuse_marked_answer()`),
      );
      try {
        const [first, second] = sets;
        const mixed = await Promise.all([
          save(
            first!.userId,
            first!.set.id,
            1,
            { 10017: answer({ value: 'refuse me' }) },
            first!.organisationId,
          ),
          save(
            second!.userId,
            second!.set.id,
            1,
            { 10017: answer({ value: 'kept' }) },
            second!.organisationId,
          ),
        ]);
        expect(mixed.map((response) => response.statusCode)).toEqual([500, 200]);
        expect((await readSet(second!.userId, NATURE, second!.organisationId)).answers['10017'].value).toBe(
          'kept',
        );
        expect((await readSet(first!.userId, NATURE, first!.organisationId)).version).toBe(1);
      } finally {
        await t.current.db.db.execute(sql.raw(`drop trigger refuse_marked_answer on answers`));
        await t.current.db.db.execute(sql.raw(`drop function refuse_marked_answer()`));
      }

      // Another organisation's set is not reachable through a batch either.
      const stranger = await save(
        sets[0]!.userId,
        sets[1]!.set.id,
        1,
        { 10013: answer({ value: 50032 }) },
        sets[0]!.organisationId,
      );
      expect(stranger.statusCode).toBe(404);
      expect((await readSet(sets[1]!.userId, NATURE, sets[1]!.organisationId)).answers['10013'].value).toBe(
        50033,
      );
    });
  });

  describe('notes', () => {
    const notesUrl = `/api/reviews/answers/${NATURE_SET}/organisation/${FACILITY}/notes`;
    const noteUrl = (questionId: number, noteId: number) =>
      `/api/reviews/answers/${NATURE_SET}/organisation/${FACILITY}/question/${questionId}/note/${noteId}`;

    it('stores sanitised rich text, newest first, and edits and deletes it', async () => {
      const userId = await member(FACILITY);
      const created = await call('POST', notesUrl, userId, {
        questionId: 10013,
        value:
          '<p onclick="steal()">Hedge <strong>laid</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://example.org" target="_blank">ok</a></p><img src=x onerror=alert(1)>',
      });
      expect(created.statusCode).toBe(200);
      const note = created.json().data;
      expect(note).toMatchObject({
        questionId: 10013,
        type: 'notes',
        value: '<p>Hedge <strong>laid</strong> <a>x</a> <a href="https://example.org">ok</a></p>',
      });
      const second = (
        await call('POST', notesUrl, userId, { questionId: 10013, value: '<p>Second</p>' })
      ).json().data;
      expect((await readSet(userId)).answers['10013'].notes.map((n: { id: number }) => n.id)).toEqual([
        second.id,
        note.id,
      ]);

      const edited = await call('PATCH', noteUrl(10013, note.id), userId, { value: '<h3>Edited</h3>' });
      expect(edited.json().data).toMatchObject({ id: note.id, value: '<h3>Edited</h3>' });
      expect((await call('PATCH', noteUrl(10012, note.id), userId, { value: '<p>x</p>' })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', noteUrl(10013, note.id), userId)).json().data).toEqual({ id: note.id });
      expect((await readSet(userId)).answers['10013'].notes.map((n: { id: number }) => n.id)).toEqual([
        second.id,
      ]);
    });

    it.each([
      ['nothing but a script', '<script>alert(1)</script>', 'REQUIRED_FIELD_MISSING', 'Enter a note'],
      ['empty paragraphs', '<p> </p><p><br></p>', 'REQUIRED_FIELD_MISSING', 'Enter a note'],
      [
        '2001 characters',
        `<p>${'n'.repeat(2001)}</p>`,
        'ABOVE_MAX_VALUE',
        'Enter a note of at most 2000 characters',
      ],
    ])('refuses %s', async (_label, value, code, message) => {
      const userId = await member(FACILITY);
      const response = await call('POST', notesUrl, userId, { questionId: 10013, value });
      expect(response.statusCode).toBe(422);
      expect(response.json().data).toMatchObject({ field: 'value', code, message });
    });

    it('takes exactly 2000 characters, counted without the markup', async () => {
      const userId = await member(FACILITY);
      const response = await call('POST', notesUrl, userId, {
        questionId: 10013,
        value: `<p><em>${'n'.repeat(2000)}</em></p>`,
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('annual data', () => {
    it('offers years up to the current one and adds a year only once, at 0 percent', async () => {
      const userId = await member(FACILITY);
      const years = (await call('GET', '/api/reviews/annual-data/facilities/year', userId)).json().data;
      expect(years[0]).toEqual({
        key: String(new Date().getUTCFullYear()),
        value: new Date().getUTCFullYear(),
      });
      const url = `/api/reviews/annual-data/organisation/${FACILITY}/year`;
      const added = await call('POST', url, userId, { year: 2019 });
      expect(added.json().data).toMatchObject({
        year: 2019,
        questionSetId: ANNUAL,
        progress: 0,
        complete: false,
      });
      const again = await call('POST', url, userId, { year: 2019 });
      expect(again.statusCode).toBe(409);
      expect(again.json().data).toMatchObject({ code: 'DUPLICATED_VALUE', field: 'year' });
      expect((await call('POST', url, userId, { year: 2010 })).statusCode).toBe(422);
      const listed = (
        await call('GET', `/api/reviews/annual-data/organisation/${FACILITY}/years`, userId)
      ).json().data;
      expect(listed.map((year: { year: number }) => year.year)).toEqual([2025, 2024, 2019]);
    });

    it('prefills a year from the previous one until it is saved', async () => {
      const userId = await member(FACILITY);
      const [row] = await t.current.db.db
        .insert(answerSets)
        .values({ organisationId: FACILITY, questionSetId: ANNUAL, year: 2026 })
        .returning({ id: answerSets.id });
      const fresh = await readSet(userId, ANNUAL, FACILITY, 2026);
      const expected = prefill({}, fixtureAnswers(2).answers);
      expect(fresh).toMatchObject({
        id: row!.id,
        prefilled: true,
        prefilledQuestionIds: expected.prefilled,
        version: 0,
      });
      expect(fresh.answers).toEqual(JSON.parse(JSON.stringify(expected.answers)));
      expect(Object.values(fresh.answers).every((a) => !(a as Answer).complete)).toBe(true);

      const [firstId] = expected.prefilled;
      const { notes: _notes, ...kept } = fresh.answers[firstId!] as Answer;
      const saved = await save(userId, row!.id, 0, {
        [firstId!]: { ...kept, complete: true, savelater: false },
      });
      expect(saved.statusCode).toBe(200);
      expect(Object.keys(saved.json().data.answers)).toEqual([String(firstId)]);
      const after = await readSet(userId, ANNUAL, FACILITY, 2026);
      expect(after.prefilledQuestionIds).toEqual(expected.prefilled.slice(1));
      expect(after.answers[firstId!]).toMatchObject({ complete: true, value: kept.value });
      await t.current.db.db.delete(answerSets).where(eq(answerSets.id, row!.id));
    });
  });

  describe('progress', () => {
    it('matches the engine’s progress for the fixture answers, per review and per section', async () => {
      const userId = await member(FACILITY);
      const cards = (await call('GET', `/api/reviews/progress/organisation/${FACILITY}`, userId)).json().data;
      for (const fixture of [fixtureAnswers(5), fixtureAnswers(4)]) {
        const set = fixtureSet(fixture.questionSetId);
        const card = cards.find((entry: { questionSetId: number }) => entry.questionSetId === set.id);
        expect(card.progress).toBe(progress(set, fixture.answers));
        expect(card.sections.map((section: { progress: number }) => section.progress)).toEqual(
          set.sections
            .filter((section) => section.active)
            .map((section) => progress(section, fixture.answers)),
        );
        expect(card.progress).toBeGreaterThan(0);
      }
      const untouched = cards.find((entry: { slug: string }) => entry.slug === 'community');
      expect(untouched).toMatchObject({ answerSetId: null, progress: 0 });

      const links = (await call('GET', `/api/reviews/links/organisation/${FACILITY}`, userId)).json().data;
      expect(links.bestPractices.map((link: { progress: number }) => link.progress)).toEqual(
        cards.map((card: { progress: number }) => card.progress),
      );
      expect(links.annualData).toMatchObject({ id: ANNUAL, slug: 'annual-data-facility' });

      const years = (
        await call('GET', `/api/reviews/annual-data/organisation/${FACILITY}/years`, userId)
      ).json().data;
      const year2024 = years.find((entry: { year: number }) => entry.year === 2024);
      expect(year2024.progress).toBe(progress(fixtureSet(ANNUAL), fixtureAnswers(1).answers));
    });

    it('gives a tournament its own annual data and best-practice reviews, none of a facility', async () => {
      const userId = await member(TOURNAMENT);
      const links = (await call('GET', `/api/reviews/links/organisation/${TOURNAMENT}`, userId)).json().data;
      expect(links.bestPractices.map((practice: { slug: string }) => practice.slug)).toEqual([
        'tournament-nature',
        'tournament-resources',
        'tournament-community',
      ]);
      expect(links.annualData.id).toBe(7);
    });
  });
});
