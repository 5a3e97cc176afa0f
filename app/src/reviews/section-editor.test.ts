import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QuestionSet } from '@oncourse/engine';
import { emptyAnswer, type Answer, type Section } from '@oncourse/engine';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { createDraftStore, type Draft, type DraftKey } from './draft-store';
import type { Send } from './save-queue';
import { SectionEditor } from './section-editor';
import { createOutbox } from '../offline/outbox';
import { createOutboxSender } from './outbox-sending';
import { answerSet } from '../test/reviews-data';
import { createFakeFetch, fail, ok, signedInTestClient } from '../test/fake-api';

// The fixtures' question sets, read from disk (app lint keeps browser code to the strings JSON).
const readSet = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../fixtures/question-sets', `${name}.json`), 'utf8'),
  ) as QuestionSet;
const NATURE = readSet('nature');
const ANNUAL = readSet('annual-data-facility');
const COMMUNITY = readSet('community');

const HABITAT = NATURE.sections[0] as Section;
const KEY: DraftKey = { organisationId: 11, questionSetId: NATURE.id, year: null };
// 10005: optional textarea; 10006: required number; 10012: required choice (all in section 100).
const TEXT = 10005;
const NUMBER = 10006;

function typed(value: Answer['value']): Answer {
  return { ...emptyAnswer(), value };
}

function recordingSend(version = 4) {
  const calls: { answers: Readonly<Record<string, Answer>>; baseVersion: number | null }[] = [];
  const send: Send = async (answers, baseVersion) => {
    calls.push({ answers, baseVersion });
    return { kind: 'saved', version, answers };
  };
  return { send, calls };
}

function editor(
  options: {
    send?: Send;
    restored?: Map<string, Draft>;
    set?: ReturnType<typeof answerSet> | null;
    section?: Section;
    key?: DraftKey;
  } = {},
) {
  const drafts = createDraftStore(new IDBFactory());
  const instance = new SectionEditor({
    api: {} as ApiClient,
    drafts,
    key: options.key ?? KEY,
    section: options.section ?? HABITAT,
    answerSet: options.set === undefined ? answerSet(NATURE, {}) : options.set,
    restored: options.restored ?? new Map(),
    today: () => '2026-11-24',
    send: options.send ?? recordingSend().send,
    events: new EventTarget(),
    draftDelayMs: 0,
  });
  return { instance, drafts };
}

describe('section editor', () => {
  it('Save and Come Back sends only what changed, saved for later, over the loaded version', async () => {
    const { send, calls } = recordingSend(4);
    const { instance, drafts } = editor({ send });
    instance.change(TEXT, typed('Great crested newts in the north pond'));
    expect(instance.getState().unsaved).toBe(1);

    expect(await instance.save('later')).toBe(true);

    expect(calls).toHaveLength(1);
    expect(calls[0]?.baseVersion).toBe(3);
    expect(Object.keys(calls[0]?.answers ?? {})).toEqual([String(TEXT)]);
    expect(calls[0]?.answers[TEXT]).toMatchObject({ savelater: true, complete: false });
    expect(instance.getState().unsaved).toBe(0);
    expect((await drafts.load(KEY)).size).toBe(0);
  });

  it('Save keeps a complete answer complete when its figure is corrected; Save and Come Back puts it back in process', async () => {
    const done = { ...typed(12), complete: true };
    const saving = recordingSend(4);
    const { instance } = editor({ send: saving.send, set: answerSet(NATURE, { [NUMBER]: done }) });
    instance.change(NUMBER, { ...done, value: 14 });
    expect(await instance.save('save')).toBe(true);
    expect(saving.calls[0]?.answers[NUMBER]).toMatchObject({ value: 14, complete: true, savelater: false });
    expect(instance.store.get(String(NUMBER))).toMatchObject({ complete: true });

    const later = recordingSend(4);
    const other = editor({ send: later.send, set: answerSet(NATURE, { [NUMBER]: done }) }).instance;
    other.change(NUMBER, { ...done, value: 14 });
    expect(await other.save('later')).toBe(true);
    expect(later.calls[0]?.answers[NUMBER]).toMatchObject({ complete: false, savelater: true });
  });

  it('Save with nothing new sends nothing and still says everything is saved', async () => {
    const { send, calls } = recordingSend();
    const { instance } = editor({ send });
    expect(await instance.save('save')).toBe(true);
    expect(calls).toHaveLength(0);
    expect(instance.getState().savedAt).not.toBeNull();
  });

  it('keeps every change on the device until the server has it', async () => {
    const offline: Send = async () => ({ kind: 'offline' });
    const { instance, drafts } = editor({ send: offline });
    instance.change(TEXT, typed('typed before the network dropped'));
    await instance.flushDrafts();
    expect((await drafts.load(KEY)).get(String(TEXT))?.answer.value).toBe('typed before the network dropped');
    instance.close();
  });

  it('Save as Complete refuses a section with an unanswered required question and sends nothing', async () => {
    const { send, calls } = recordingSend();
    const { instance } = editor({ send });
    instance.change(TEXT, typed('some text'));

    expect(await instance.save('complete')).toBe(false);

    expect(calls).toHaveLength(0);
    expect(instance.getState().problem).toEqual({ kind: 'invalid', missing: true });
    expect(instance.store.errorsOf(String(NUMBER)).map((error) => error.message)).toEqual([
      'Complete this answer',
    ]);
    // Correcting the answer clears its message as it is typed.
    instance.change(NUMBER, { ...typed(12), complete: true });
    expect(instance.store.errorsOf(String(NUMBER))).toEqual([]);
  });

  it('a format error stops Save too, before anything is sent', async () => {
    const { send, calls } = recordingSend();
    const { instance } = editor({ send });
    instance.change(NUMBER, typed('twelve'));
    expect(await instance.save('save')).toBe(false);
    expect(calls).toHaveLength(0);
    expect(instance.store.errorsOf(String(NUMBER))[0]?.message).toBe('Enter a number');
    // Nothing is missing, only wrong: the page must not speak of missing fields.
    expect(instance.getState().problem).toEqual({ kind: 'invalid', missing: false });
  });

  it('restores drafts typed on this device as unsaved, and saves them over the version they were typed on', async () => {
    const { send, calls } = recordingSend(8);
    const restored = new Map<string, Draft>([
      [
        String(TEXT),
        { questionId: String(TEXT), answer: typed('from before the crash'), baseVersion: 2, updatedAt: 1 },
      ],
    ]);
    const { instance } = editor({ send, restored, set: answerSet(NATURE, {}, { version: 7 }) });
    expect(instance.getState()).toMatchObject({ restored: 1, unsaved: 1 });
    expect(instance.store.get(String(TEXT))?.value).toBe('from before the crash');

    await instance.save('save');
    expect(calls[0]?.baseVersion).toBe(2);
    expect(instance.getState()).toMatchObject({ restored: 0, unsaved: 0 });
  });

  it('keeps both colleagues’ additions to a list when the user says so: saved, shown, no draft left', async () => {
    // 10014: MULTIPLECHOICE_ADDMORE in section 100; both added an answer of their own as id -1.
    const theirs: Answer = {
      ...emptyAnswer(),
      value: [50035, -1],
      facilityAddedAnswers: [{ id: -1, title: 'Log piles' }],
    };
    const sent: Record<string, Answer>[] = [];
    const send: Send = async (answers) => {
      sent.push(answers);
      return sent.length === 1
        ? { kind: 'conflict', version: 5, theirs: { '10014': theirs } }
        : { kind: 'saved', version: 6, answers };
    };
    const { instance, drafts } = editor({ send });
    instance.change(10014, {
      ...emptyAnswer(),
      value: [50036, -1],
      facilityAddedAnswers: [{ id: -1, title: 'Beetle bank' }],
    });
    const saving = instance.save('save');
    await vi.waitFor(() => expect(instance.getState().queue.state).toBe('conflict'));
    instance.resolve({ '10014': 'both' });
    expect(await saving).toBe(true);

    const kept = instance.store.get('10014')!;
    expect(sent[1]?.['10014']).toEqual(kept);
    expect(kept.facilityAddedAnswers.map((entry) => entry.title)).toEqual(['Log piles', 'Beetle bank']);
    expect((kept.value as number[]).length).toBe(4);
    expect(instance.store.isDirty('10014')).toBe(false);
    expect((await drafts.load(KEY)).size).toBe(0);
  });

  it('an answer typed while its save was on the way stays unsaved', async () => {
    let release: (() => void) | null = null;
    const slow: Send = (answers) =>
      new Promise((resolve) => {
        release = () => resolve({ kind: 'saved', version: 4, answers });
      });
    const { instance } = editor({ send: slow });
    instance.change(TEXT, typed('first'));
    const saving = instance.save('save');
    await vi.waitFor(() => expect(release).not.toBeNull());
    instance.change(TEXT, typed('first and more'));
    release!();
    await saving;
    expect(instance.store.isDirty(String(TEXT))).toBe(true);
    expect(instance.store.get(String(TEXT))?.value).toBe('first and more');
  });

  it("shows the previous year's data as prefilled until saved, then saves it as it is", async () => {
    const water = ANNUAL.sections[0] as Section;
    const firstQuestion = water.subsections[0]?.fieldSets[0]?.questions[0];
    if (!firstQuestion) throw new Error('fixture changed');
    const prefilledAnswer = typed(1200);
    const { send, calls } = recordingSend(1);
    const { instance } = editor({
      send,
      section: water,
      key: { organisationId: 11, questionSetId: ANNUAL.id, year: 2025 },
      set: answerSet(
        ANNUAL,
        { [firstQuestion.id]: prefilledAnswer },
        {
          year: 2025,
          version: 0,
          prefilled: true,
          prefilledQuestionIds: [firstQuestion.id],
        },
      ),
    });
    expect(instance.getState()).toMatchObject({ prefilled: true, unsaved: 0 });

    expect(await instance.save('save')).toBe(true);

    expect(calls[0]?.answers[firstQuestion.id]).toEqual(prefilledAnswer);
    expect(instance.getState().prefilled).toBe(false);
  });

  describe('preselected options', () => {
    const communications = COMMUNITY.sections.find((entry) => entry.slug === 'communications') as Section;
    // 12018: channels, 'Website' (52042) preselected; 12020: reporting frequency, 'Once a year' (52051).
    const CHANNELS = '12018';
    const FREQUENCY = '12020';
    const openCommunications = (send: Send, answers: Record<string, Answer> = {}) =>
      editor({
        send,
        section: communications,
        key: { organisationId: 11, questionSetId: COMMUNITY.id, year: null },
        set: answerSet(COMMUNITY, answers),
      });

    it('shows untouched questions with their preselected options and stores them with the first save', async () => {
      const { send, calls } = recordingSend(4);
      const { instance } = openCommunications(send);
      expect(instance.store.get(CHANNELS)).toMatchObject({
        value: [52042],
        complete: false,
        savelater: false,
      });
      expect(instance.store.get(FREQUENCY)?.value).toBe(52051);
      // Nothing was typed: leaving the page is not blocked.
      expect(instance.getState().unsaved).toBe(0);

      expect(await instance.save('save')).toBe(true);
      expect(calls[0]?.answers).toMatchObject({
        [CHANNELS]: { value: [52042], complete: false, savelater: false },
        [FREQUENCY]: { value: 52051 },
      });

      expect(await instance.save('save')).toBe(true);
      expect(calls).toHaveLength(1);
    });

    it('Save as Complete counts a preselected required dropdown as answered', async () => {
      const { send, calls } = recordingSend(4);
      const { instance } = openCommunications(send);
      for (const [id, question] of instance.questions) {
        if (id === CHANNELS || id === FREQUENCY || question.optional) continue;
        const value = question.answers[0]?.id ?? null;
        instance.change(Number(id), typed(question.uiType.startsWith('MULTIPLE') ? [value!] : value));
      }
      expect(await instance.save('complete')).toBe(true);
      expect(calls[0]?.answers[FREQUENCY]).toMatchObject({ value: 52051, complete: true });
    });

    it('a note added to an untouched question keeps its preselection shown, and the save stores it', async () => {
      const { send, calls } = recordingSend(4);
      const { instance } = openCommunications(send);
      const note = {
        id: 5,
        questionId: 12018,
        type: 'notes' as const,
        createDate: '2026-11-24',
        value: '<p>n</p>',
      };
      instance.store.updateNotes(CHANNELS, (answer) => ({ ...(answer ?? emptyAnswer()), notes: [note] }));
      instance.store.updateNotes(CHANNELS, (answer) => ({ ...answer!, notes: [note, { ...note, id: 6 }] }));
      expect(instance.store.get(CHANNELS)).toMatchObject({ value: [52042], notes: [{ id: 5 }, { id: 6 }] });
      await instance.save('save');
      expect(calls[0]?.answers[CHANNELS]?.value).toEqual([52042]);
    });

    it('keeps what was saved, and an emptied selection stays empty', async () => {
      const { send, calls } = recordingSend(4);
      const { instance } = openCommunications(send, { [FREQUENCY]: { ...typed(52048), complete: true } });
      expect(instance.store.get(FREQUENCY)?.value).toBe(52048);

      instance.change(Number(CHANNELS), typed([]));
      expect(await instance.save('later')).toBe(true);
      // Saved for later although empty, so opening it again does not tick 'Website' again.
      expect(calls[0]?.answers[CHANNELS]).toMatchObject({ value: [], savelater: true });
      const reopened = openCommunications(send, { [CHANNELS]: calls[0]!.answers[CHANNELS]! }).instance;
      expect(reopened.store.get(CHANNELS)?.value).toEqual([]);
    });

    it('a selection emptied last year comes prefilled empty, not preselected again', async () => {
      const { send, calls } = recordingSend(4);
      const emptied = { ...emptyAnswer(), value: [] };
      const { instance } = editor({
        send,
        section: communications,
        key: { organisationId: 11, questionSetId: COMMUNITY.id, year: null },
        set: answerSet(
          COMMUNITY,
          { [CHANNELS]: emptied },
          { prefilled: true, prefilledQuestionIds: [Number(CHANNELS)] },
        ),
      });
      expect(instance.store.get(CHANNELS)?.value).toEqual([]);
      // The question that was not prefilled still starts preselected.
      expect(instance.store.get(FREQUENCY)?.value).toBe(52051);
      expect(await instance.save('save')).toBe(true);
      expect(calls[0]?.answers[CHANNELS]?.value).toEqual([]);
    });
  });
});

describe('section editor with the outbox (docs/offline.md#the-outbox)', () => {
  const USER = 5;

  it('puts a save that got no answer in the outbox, shows it as waiting after the page is opened again, and sends it once with the same key', async () => {
    const factory = new IDBFactory();
    const box = createOutbox(factory);
    const drafts = createDraftStore(factory);
    let online = false;
    const keys: string[] = [];
    const send: Send = async (answers, _baseVersion, key) => {
      keys.push(key);
      return online ? { kind: 'saved', version: 4, answers } : { kind: 'offline' };
    };
    const open = () =>
      new SectionEditor({
        api: {} as ApiClient,
        drafts,
        key: KEY,
        section: HABITAT,
        answerSet: answerSet(NATURE, {}),
        restored: new Map(),
        today: () => '2026-11-24',
        send,
        events: new EventTarget(),
        draftDelayMs: 0,
        outbox: { box, userId: USER, send: async () => undefined },
      });

    const first = open();
    first.change(TEXT, typed('Hedge laid along the 4th'));
    expect(await first.save('later')).toBe(true);
    const [queued] = await box.list(USER);
    expect(queued?.change).toMatchObject({ kind: 'answers', baseVersion: 3 });
    expect(queued?.key).toBe(keys[0]);
    expect(first.getState()).toMatchObject({ unsaved: 0, waiting: new Set([String(TEXT)]) });
    first.close();

    // The tab was closed: a new page reads the answer from the outbox, still waiting.
    const again = open();
    await vi.waitFor(() => expect(again.getState().waiting).toEqual(new Set([String(TEXT)])));
    expect(again.store.get(String(TEXT))).toMatchObject({
      value: 'Hedge laid along the 4th',
      savelater: true,
    });
    expect(again.getState().unsaved).toBe(0);

    online = true;
    const sendOutbox = createOutboxSender({
      api: {} as ApiClient,
      getUserId: () => USER,
      drafts,
      outbox: box,
    });
    await sendOutbox();
    await sendOutbox();
    expect(keys.slice(1)).toEqual([queued?.key]);
    expect(await box.list(USER)).toEqual([]);
    expect(again.getState().waiting.size).toBe(0);
    expect(again.getState().savedAt).not.toBeNull();
  });

  it('never sends one user\u2019s waiting changes for another', async () => {
    const factory = new IDBFactory();
    const box = createOutbox(factory);
    await box.add(
      USER,
      { answerSetId: 1, orgId: 11, questionSetId: NATURE.id, year: null },
      {
        kind: 'answers',
        answers: { [TEXT]: typed('mine') },
        baseVersion: 3,
      },
    );
    const sendOutbox = createOutboxSender({
      api: {} as ApiClient,
      getUserId: () => USER + 1,
      drafts: createDraftStore(factory),
      outbox: box,
    });
    await sendOutbox();
    expect(await box.list(USER)).toHaveLength(1);
  });
});

describe('notes changed without a network (docs/offline.md#the-outbox)', () => {
  const USER = 5;
  const SET = answerSet(NATURE, {});
  const NOTES = `/api/reviews/answers/${SET.id}/organisation/${KEY.organisationId}/notes`;
  const noteUrl = (id: number) =>
    `/api/reviews/answers/${SET.id}/organisation/${KEY.organisationId}/question/${TEXT}/note/${id}`;
  const HEDGE = {
    id: 77,
    questionId: TEXT,
    type: 'notes' as const,
    createDate: '2026-11-01T10:00:00Z',
    value: '<p>Hedge</p>',
  };

  /** A section with one note on the server (77), an outbox, and a server double that records calls. */
  function setup() {
    const factory = new IDBFactory();
    const box = createOutbox(factory);
    const drafts = createDraftStore(factory);
    const { fetch, calls } = createFakeFetch({
      [`POST ${NOTES}`]: (call) =>
        ok({ ...HEDGE, id: 501, createDate: '2026-11-24T09:00:00Z', ...(call.body as object) }),
      [`PATCH ${noteUrl(77)}`]: (call) => ok({ ...HEDGE, ...(call.body as object) }),
      // Deleted meanwhile by a colleague.
      [`DELETE ${noteUrl(77)}`]: () => fail(404, 'NOT_FOUND'),
    });
    const api = signedInTestClient(fetch);
    const open = () =>
      new SectionEditor({
        api,
        drafts,
        key: KEY,
        section: HABITAT,
        answerSet: answerSet(NATURE, { [TEXT]: { ...emptyAnswer(), notes: [HEDGE] } }),
        restored: new Map(),
        today: () => '2026-11-24',
        send: recordingSend().send,
        events: new EventTarget(),
        draftDelayMs: 0,
        outbox: { box, userId: USER, send: async () => undefined },
      });
    const sendOutbox = createOutboxSender({ api, getUserId: () => USER, drafts, outbox: box });
    return { box, calls, open, sendOutbox };
  }
  const notesOf = (instance: SectionEditor) =>
    instance.store.get(String(TEXT))?.notes.map(({ id, value }) => ({ id, value }));

  it('an edit of a note still waiting to be created changes the creation: one call, with the edited words', async () => {
    const { box, calls, open, sendOutbox } = setup();
    const page = open();
    expect(await page.queueNote(TEXT, '<p>Newts</p>')).toBe(true);
    const [created] = await box.list(USER);
    const waitingId = -(created?.id ?? 0);
    expect(page.noteWaits(waitingId)).toBe(true);

    expect(await page.queueNoteEdit(TEXT, waitingId, '<p>Newts in the north pond</p>')).toBe(true);
    expect(notesOf(page)).toContainEqual({ id: waitingId, value: '<p>Newts in the north pond</p>' });
    expect((await box.list(USER)).map((entry) => entry.change)).toEqual([
      { kind: 'note', questionId: TEXT, value: '<p>Newts in the north pond</p>' },
    ]);

    await sendOutbox();
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', NOTES, { questionId: TEXT, value: '<p>Newts in the north pond</p>' }],
    ]);
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe(created?.key);
    expect(notesOf(page)).toContainEqual({ id: 501, value: '<p>Newts in the north pond</p>' });
    expect(page.getState().waitingNotes.size).toBe(0);
    page.close();
  });

  it('a deletion of a note still waiting to be created drops it: nothing is sent', async () => {
    const { box, calls, open, sendOutbox } = setup();
    const page = open();
    await page.queueNote(TEXT, '<p>Typed by mistake</p>');
    const [created] = await box.list(USER);
    expect(await page.queueNoteDelete(TEXT, -(created?.id ?? 0))).toBe(true);
    expect(notesOf(page)).toEqual([{ id: 77, value: '<p>Hedge</p>' }]);
    expect(page.getState().waitingNotes.size).toBe(0);
    await sendOutbox();
    expect(calls).toEqual([]);
    expect(await box.list(USER)).toEqual([]);
    page.close();
  });

  it('an edit made offline shows as waiting, also on a page opened again, and is sent with its key', async () => {
    const { calls, open, sendOutbox } = setup();
    const first = open();
    expect(first.noteWaits(77)).toBe(false);
    expect(await first.queueNoteEdit(TEXT, 77, '<p>Hedge laid</p>')).toBe(true);
    // Edited again before it went: still one waiting change.
    expect(first.noteWaits(77)).toBe(true);
    expect(await first.queueNoteEdit(TEXT, 77, '<p>Hedge laid along the 4th</p>')).toBe(true);
    expect(first.getState().waitingNotes).toEqual(new Set([77]));
    first.close();

    const again = open();
    await vi.waitFor(() => expect(again.getState().waitingNotes).toEqual(new Set([77])));
    expect(notesOf(again)).toEqual([{ id: 77, value: '<p>Hedge laid along the 4th</p>' }]);

    await sendOutbox();
    const [entry] = calls;
    expect([entry?.method, entry?.path, entry?.body]).toEqual([
      'PATCH',
      noteUrl(77),
      { value: '<p>Hedge laid along the 4th</p>' },
    ]);
    expect(entry?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(calls).toHaveLength(1);
    expect(again.getState().waitingNotes.size).toBe(0);
    again.close();
  });

  it('a deletion made offline hides the note, replaces its waiting edit, and counts as done when the note is already gone', async () => {
    const { box, calls, open, sendOutbox } = setup();
    const page = open();
    await page.queueNoteEdit(TEXT, 77, '<p>Hedge laid</p>');
    expect(await page.queueNoteDelete(TEXT, 77)).toBe(true);
    expect(notesOf(page)).toEqual([]);
    // The deletion still counts among what waits to be sent.
    expect(page.getState().waitingNotes).toEqual(new Set([77]));
    expect((await box.list(USER)).map((entry) => entry.change)).toEqual([
      { kind: 'noteDelete', questionId: TEXT, noteId: 77 },
    ]);

    // The server answers 404 (a colleague deleted it first): done, nothing left to send.
    await sendOutbox();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE ${noteUrl(77)}`]);
    expect(await box.list(USER)).toEqual([]);
    expect(page.getState().waitingNotes.size).toBe(0);
    page.close();
  });
});

describe('a first save made offline (docs/offline.md#the-outbox)', () => {
  const USER = 5;
  const NEW_SET = 950;

  it.each([
    ['closed', true],
    ['open', false],
  ])(
    'is queued without an answer set, shows as waiting, and creates the set when sent (its section %s), with a note after it',
    async (_where, closed) => {
      const factory = new IDBFactory();
      const box = createOutbox(factory);
      const drafts = createDraftStore(factory);
      const { fetch, calls } = createFakeFetch({
        [`POST /api/reviews/answers/question/${NATURE.id}/organisation/${KEY.organisationId}/new`]: () =>
          ok(answerSet(NATURE, {}, { id: NEW_SET, version: 0 })),
        // The saved answers come back as the server keeps them, each with its notes.
        [`PATCH /api/reviews/answers/${NEW_SET}/organisation/${KEY.organisationId}`]: (call) =>
          ok({
            version: 1,
            answers: Object.fromEntries(
              Object.entries((call.body as { answers: Record<string, object> }).answers).map(
                ([id, answer]) => [id, { ...answer, notes: [] }],
              ),
            ),
          }),
        [`POST /api/reviews/answers/${NEW_SET}/organisation/${KEY.organisationId}/notes`]: (call) =>
          ok({ id: 601, type: 'notes', createDate: '2026-11-24T09:00:00Z', ...(call.body as object) }),
      });
      const api = signedInTestClient(fetch);
      const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const page = new SectionEditor({
        api,
        drafts,
        key: KEY,
        section: HABITAT,
        answerSet: null,
        restored: new Map(),
        today: () => '2026-11-24',
        events: new EventTarget(),
        draftDelayMs: 0,
        outbox: { box, userId: USER, send: async () => undefined },
      });
      page.change(TEXT, typed('Newts in the north pond'));
      expect(await page.save('later')).toBe(true);
      expect(await page.queueNote(TEXT, '<p>Seen in April</p>')).toBe(true);
      expect(page.getState()).toMatchObject({ unsaved: 0, waiting: new Set([String(TEXT)]) });
      expect(page.getState().waitingNotes.size).toBe(1);
      const queued = await box.list(USER);
      expect(queued.map((entry) => entry.target)).toEqual([
        { answerSetId: null, orgId: KEY.organisationId, questionSetId: NATURE.id, year: null },
        { answerSetId: null, orgId: KEY.organisationId, questionSetId: NATURE.id, year: null },
      ]);
      expect(calls).toEqual([]);
      if (closed) page.close();

      // Back online, the section open or closed: the first change creates the set, both go to it.
      offline.mockRestore();
      await createOutboxSender({ api, getUserId: () => USER, drafts, outbox: box })();
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        `POST /api/reviews/answers/question/${NATURE.id}/organisation/${KEY.organisationId}/new`,
        `PATCH /api/reviews/answers/${NEW_SET}/organisation/${KEY.organisationId}`,
        `POST /api/reviews/answers/${NEW_SET}/organisation/${KEY.organisationId}/notes`,
      ]);
      expect(calls[1]?.body).toMatchObject({ baseVersion: 0 });
      expect(calls[1]?.headers.get('Idempotency-Key')).toBe(queued[0]?.key);
      expect(await box.list(USER)).toEqual([]);
      if (!closed) {
        // The open page follows: nothing shows as waiting, the note has the server's id.
        expect(page.getState()).toMatchObject({ waiting: new Set(), waitingNotes: new Set() });
        expect(page.store.get(String(TEXT))?.notes.map((note) => note.id)).toEqual([601]);
        page.close();
      }
    },
  );
});
