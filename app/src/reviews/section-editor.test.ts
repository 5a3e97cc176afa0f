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
import { answerSet } from './test-data';

// The fixtures' question sets, read from disk (app lint keeps browser code to the strings JSON).
const readSet = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../fixtures/question-sets', `${name}.json`), 'utf8'),
  ) as QuestionSet;
const NATURE = readSet('nature');
const ANNUAL = readSet('annual-data-facility');

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
    expect(instance.getState().problem).toEqual({ kind: 'invalid' });
    expect(instance.store.errorsOf(String(NUMBER)).map((error) => error.message)).toEqual([
      'please complete',
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
    expect(instance.store.errorsOf(String(NUMBER))[0]?.message).toBe('Please enter a number');
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
});
