import { emptyAnswer, type Answer } from '@oncourse/engine';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createDraftStore, type Draft, type DraftKey } from './draft-store';

const KEY: DraftKey = { organisationId: 11, questionSetId: 1, year: null };

function typed(value: string): Answer {
  return { ...emptyAnswer(), value };
}

function draft(questionId: string, answer: Answer, baseVersion: number | null = 3): Draft {
  return { questionId, answer, baseVersion, updatedAt: 1 };
}

describe('draft store', () => {
  it('gives back what was typed after the page is opened again (a new store on the same database)', async () => {
    const factory = new IDBFactory();
    await createDraftStore(factory).put(KEY, [draft('10010', typed('Heath survey 2019'))]);

    const drafts = await createDraftStore(factory).load(KEY);

    expect(drafts.get('10010')?.answer.value).toBe('Heath survey 2019');
    expect(drafts.get('10010')?.baseVersion).toBe(3);
  });

  it('keeps each organisation, question set and year apart', async () => {
    const store = createDraftStore(new IDBFactory());
    await store.put(KEY, [draft('1', typed('best practice'))]);
    await store.put({ ...KEY, year: 2024 }, [draft('1', typed('2024'))]);
    await store.put({ ...KEY, organisationId: 12 }, [draft('1', typed('other club'))]);

    expect((await store.load(KEY)).get('1')?.answer.value).toBe('best practice');
    expect((await store.load({ ...KEY, year: 2024 })).get('1')?.answer.value).toBe('2024');
    expect((await store.load({ ...KEY, organisationId: 12 })).get('1')?.answer.value).toBe('other club');
    expect((await store.load({ ...KEY, questionSetId: 2 })).size).toBe(0);
  });

  it('forgets a draft once the server has exactly it, and keeps one typed over during the save', async () => {
    const store = createDraftStore(new IDBFactory());
    const sentA = typed('saved');
    await store.put(KEY, [draft('1', sentA), draft('2', typed('typed again'))]);

    await store.settle(KEY, { '1': { ...sentA }, '2': typed('what was sent before') });

    const left = await store.load(KEY);
    expect([...left.keys()]).toEqual(['2']);
    expect(left.get('2')?.answer.value).toBe('typed again');
  });

  it('treats the same answer with its keys in another order as the same', async () => {
    const store = createDraftStore(new IDBFactory());
    const answer = typed('x');
    await store.put(KEY, [draft('1', answer)]);
    const reordered = Object.fromEntries(Object.entries(answer).reverse()) as unknown as Answer;

    await store.settle(KEY, { '1': reordered });

    expect((await store.load(KEY)).size).toBe(0);
  });

  it('discards the drafts the user threw away', async () => {
    const store = createDraftStore(new IDBFactory());
    await store.put(KEY, [draft('1', typed('a')), draft('2', typed('b'))]);

    await store.discard(KEY, ['1']);

    expect([...(await store.load(KEY)).keys()]).toEqual(['2']);
  });

  it('works without IndexedDB, only without crash protection', async () => {
    vi.stubGlobal('indexedDB', undefined);
    try {
      const store = createDraftStore();
      await store.put(KEY, [draft('1', typed('a'))]);
      expect((await store.load(KEY)).size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
