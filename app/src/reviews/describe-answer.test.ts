// An answer as one line of text (the verifier's submission, the conflict dialog): a grid row names
// the options chosen in it, not their ids.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Question, QuestionSet } from '@oncourse/engine';
import { describe, expect, it } from 'vitest';
import { answerText } from './describe-answer';

const ANNUAL = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../../fixtures/question-sets', 'annual-data-facility.json'),
    'utf8',
  ),
) as QuestionSet;

const question = (id: number): Question =>
  ANNUAL.sections
    .flatMap((section) => section.subsections.flatMap((sub) => sub.fieldSets.flatMap((set) => set.questions)))
    .find((candidate) => candidate.id === id)!;

describe('answerText', () => {
  it('writes a grid row with the titles of the options chosen and the figures in the reader’s locale', () => {
    const grid = question(15000); // Water used by source: source, use, volume
    const [source, use] = grid.rowQuestions;
    const row = {
      id: 'row-1',
      values: {
        [source!.id]: source!.answers[1]!.id,
        [use!.id]: use!.answers[0]!.id,
        [grid.rowQuestions[2]!.id]: 44750,
      },
    };
    const text = answerText(
      grid,
      { value: null, nestedValues: {}, facilityAddedAnswers: [], rows: [row] },
      'en-GB',
    );
    expect(text).toBe(`${source!.answers[1]!.title} · ${use!.answers[0]!.title} · 44,750`);
  });
});
