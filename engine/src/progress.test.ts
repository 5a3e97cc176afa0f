import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answer, fieldSet, question, questionSet, section, setOf, subsection } from '../test/builders.ts';
import type { Answer } from './model.ts';
import { progress, savedForLater } from './progress.ts';

const done = answer({ complete: true, value: 'x' });

describe('progress', () => {
  it('is complete answers over active questions, rounded', () => {
    const questions = [question(), question(), question()];
    const answers = { [questions[0]!.id]: done };
    expect(progress(setOf(questions), answers)).toBe(33);
    expect(progress(setOf(questions), { ...answers, [questions[1]!.id]: done })).toBe(67);
  });

  it('does not count saved-for-later or untouched answers', () => {
    const [a, b] = [question(), question()];
    expect(progress(setOf([a, b]), { [a.id]: answer({ savelater: true }), [b.id]: answer() })).toBe(0);
  });

  it('counts the answers saved for later apart, each distinct question once, completed ones not', () => {
    const [a, b, c] = [question(), question(), question()];
    const set = questionSet([section([subsection([fieldSet([a, b, c]), fieldSet([a])])])]);
    const answers = {
      [a.id]: answer({ savelater: true, value: 'x' }),
      [b.id]: answer({ savelater: true, complete: true, value: 'y' }),
      [c.id]: answer(),
    };
    expect(savedForLater(set, answers)).toBe(1);
    expect(progress(set, answers)).toBe(33);
  });

  it('counts a question that appears twice once', () => {
    const shared = question();
    const other = question();
    const set = questionSet([section([subsection([fieldSet([shared, other]), fieldSet([shared])])])]);
    expect(progress(set, { [shared.id]: done })).toBe(50);
  });

  it('ignores inactive questions, inactive sections and calculated questions', () => {
    const counted = question();
    const hiddenQuestion = question({ active: false });
    const calculated = question({ uiType: 'CALCULATING', questionType: 'CALCULATING' });
    const hiddenSection = section([subsection([fieldSet([question()])])], { active: false });
    const set = questionSet([
      section([subsection([fieldSet([counted, hiddenQuestion, calculated])])]),
      hiddenSection,
    ]);
    expect(progress(set, { [counted.id]: done })).toBe(100);
  });

  it('works on a section, a subsection and a field set', () => {
    const [a, b] = [question(), question()];
    const fs = fieldSet([a, b]);
    const sub = subsection([fs]);
    const sec = section([sub]);
    const answers = { [a.id]: done };
    expect(progress(sec, answers)).toBe(50);
    expect(progress(sub, answers)).toBe(50);
    expect(progress(fs, answers)).toBe(50);
  });

  it('is 0 for an empty scope', () => {
    expect(progress(questionSet([]), {})).toBe(0);
    expect(progress(fieldSet([]), {})).toBe(0);
    expect(progress(fieldSet([question({ active: false })]), {})).toBe(0);
  });

  it('shows 99, not "complete", when one of 200 questions is still open', () => {
    const questions = Array.from({ length: 200 }, () => question());
    const answers = Object.fromEntries(questions.slice(1).map((q) => [q.id, done]));
    expect(progress(setOf(questions), answers)).toBe(99);
  });

  it('is an integer in 0..100, 100 exactly when all are complete (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('complete', 'savelater', 'untouched', 'missing'), { maxLength: 300 }),
        (states) => {
          const questions = states.map(() => question());
          const answers: Record<string, Answer> = {};
          questions.forEach((q, index) => {
            const state = states[index];
            if (state === 'complete') answers[q.id] = done;
            if (state === 'savelater') answers[q.id] = answer({ savelater: true });
            if (state === 'untouched') answers[q.id] = answer();
          });
          const value = progress(setOf(questions), answers);
          const completeCount = states.filter((state) => state === 'complete').length;
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
          expect(value === 100).toBe(states.length > 0 && completeCount === states.length);
          if (states.length > 0 && completeCount < states.length) {
            expect(Math.abs(value - (completeCount * 100) / states.length)).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});
