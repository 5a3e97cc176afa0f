// An answer set as it stood at one of its versions and what changed after it, read through the
// answer history (docs/reviews.md#answer-history): how a certification case reads the answers it
// was submitted with while the club goes on editing (docs/certification.md#the-verifiers-pages).
import { isDeepStrictEqual } from 'node:util';
import type { Schemas } from '@oncourse/openapi';
import type { Executor } from '../../db/client.ts';
import { loadAnswers } from './answer-reads.repository.ts';
import { findChangesAfter, type AnswerChangeRow } from './history.repository.ts';
import { presentAnswerChange, presentAnswerContent } from './reviews.presenter.ts';

export interface AnswerSince {
  questionId: number;
  /** The answer at the version; null when there was none. */
  submitted: Schemas['AnswerContent'] | null;
  current: Schemas['AnswerContent'] | null;
  /** Whether the answer now differs from the one at the version (a change undone is no change). */
  changed: boolean;
  /** The changes made after the version, oldest first. */
  changes: Schemas['AnswerChange'][];
}

/**
 * Every answer of the set that existed at `version` or exists now: the first change after the
 * version holds, as its `before`, the answer as it was then; an answer no change touched since
 * is the same now as then.
 */
export async function answersSince(
  db: Executor,
  answerSetId: number,
  version: number,
): Promise<AnswerSince[]> {
  const [stored, changes] = await Promise.all([
    loadAnswers(db, [answerSetId], { notes: false }),
    findChangesAfter(db, answerSetId, version),
  ]);
  const now = stored.get(answerSetId) ?? {};
  const changesOf = new Map<number, AnswerChangeRow[]>();
  for (const change of changes)
    changesOf.set(change.questionId, [...(changesOf.get(change.questionId) ?? []), change]);
  const questionIds = new Set([...Object.keys(now).map(Number), ...changesOf.keys()]);
  return [...questionIds]
    .sort((a, b) => a - b)
    .map((questionId) => {
      const answer = now[questionId];
      const current = answer ? contentWithoutNotes(answer) : null;
      const since = changesOf.get(questionId) ?? [];
      const first = since[0];
      const submitted = first ? (first.before ? presentAnswerContent(first.before) : null) : current;
      return {
        questionId,
        submitted,
        current,
        changed: since.length > 0 && !isDeepStrictEqual(submitted, current),
        changes: since.map(presentAnswerChange),
      };
    });
}

function contentWithoutNotes(
  answer: { notes: unknown } & Schemas['AnswerContent'],
): Schemas['AnswerContent'] {
  const { notes: _notes, ...content } = answer;
  return content;
}
