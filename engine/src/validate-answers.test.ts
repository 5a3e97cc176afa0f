import { describe, expect, it } from 'vitest';
import { answer, fieldSet, question, questionSet, section, setOf, subsection } from '../test/builders.ts';
import { createValidationCache, validateAnswers } from './validate-answers.ts';

describe('validateAnswers', () => {
  const name = question({ id: 40 });
  const area = question({ id: 41, fieldType: 'number' });
  const remarks = question({ id: 42, optional: true });
  const calc = question({ id: 43, uiType: 'CALCULATING', questionType: 'CALCULATING' });
  const hidden = question({ id: 44, active: false });
  const set = setOf([name, area, remarks, calc, hidden]);
  const context = { today: '2025-06-15' };

  it('validates every active question of the scope', () => {
    const answers = {
      '40': answer({ complete: true, value: '' }),
      '41': answer({ savelater: true, value: 1.234 }),
      '44': answer({ complete: true }),
    };
    expect(validateAnswers(set, answers, context).map((e) => `${e.field}:${e.code}`)).toEqual([
      '40:REQUIRED_FIELD_MISSING',
      '41:INCORRECT_FORMAT',
    ]);
  });

  it('reports unanswered required questions when completing', () => {
    expect(validateAnswers(set, {}, { ...context, requireAnswers: true }).map((e) => e.field)).toEqual([
      '40',
      '41',
    ]);
    expect(validateAnswers(set, {}, context)).toEqual([]);
  });

  it('gives the same result with a cache, and re-checks only replaced answers', () => {
    const cache = createValidationCache();
    const answers = {
      '40': answer({ complete: true, value: 'Royal Links' }),
      '41': answer({ complete: true, value: 1.234 }),
    };
    const first = validateAnswers(set, answers, { ...context, cache });
    expect(first).toEqual(validateAnswers(set, answers, context));
    expect(cache.results.get(answers['40'])?.errors).toEqual([]);

    const fixed = { ...answers, '41': answer({ complete: true, value: 1.23 }) };
    expect(validateAnswers(set, fixed, { ...context, cache })).toEqual([]);
    const stale = validateAnswers(set, answers, { ...context, cache });
    expect(stale.map((e) => e.field)).toEqual(['41']);
  });

  it('does not reuse a cached result for another day or mode', () => {
    const cache = createValidationCache();
    const opened = question({ id: 45, fieldType: 'date' });
    const dated = setOf([opened]);
    const answers = { '45': answer({ complete: true, value: '2025-06-16' }) };
    expect(validateAnswers(dated, answers, { today: '2025-06-15', cache })).toHaveLength(1);
    expect(validateAnswers(dated, answers, { today: '2025-06-16', cache })).toEqual([]);
    const draft = { '40': answer({ savelater: true }) };
    expect(validateAnswers(set, draft, { ...context, cache })).toEqual([]);
    expect(
      validateAnswers(set, draft, { ...context, cache, requireAnswers: true }).map((e) => e.field),
    ).toEqual(['40', '41']);
  });
});

describe('validateAnswers with one cache for several scopes', () => {
  it('checks a section and its whole set alike, before and after an answer is replaced', () => {
    const first = fieldSet([question({ id: 60, fieldType: 'number' }), question({ id: 61 })], { id: 1 });
    const second = fieldSet([question({ id: 62, fieldType: 'date' })], { id: 2, sortOrder: 2 });
    const opening = section([subsection([first])], { id: 1 });
    const closing = section([subsection([second], { id: 2 })], { id: 2, sortOrder: 2 });
    const set = questionSet([opening, closing]);
    const cache = createValidationCache();
    const context = { today: '2025-06-15', requireAnswers: true };
    const fields = (
      scope: Parameters<typeof validateAnswers>[0],
      answers: Record<string, ReturnType<typeof answer>>,
    ) => validateAnswers(scope, answers, { ...context, cache }).map((e) => `${e.field}:${e.code}`);

    const answers = { '60': answer({ complete: true, value: 1.234 }), '62': answer({ value: '2031-01-01' }) };
    expect(fields(opening, answers)).toEqual(['60:INCORRECT_FORMAT', '61:REQUIRED_FIELD_MISSING']);
    expect(fields(set, answers)).toEqual([
      '60:INCORRECT_FORMAT',
      '61:REQUIRED_FIELD_MISSING',
      '62:ABOVE_MAX_VALUE',
    ]);
    const corrected = { ...answers, '60': answer({ complete: true, value: 1.23 }) };
    expect(fields(set, corrected)).toEqual(['61:REQUIRED_FIELD_MISSING', '62:ABOVE_MAX_VALUE']);
    expect(fields(opening, corrected)).toEqual(['61:REQUIRED_FIELD_MISSING']);
    // Back to the first answers: the section's remembered result is not the one to give.
    expect(fields(opening, answers)).toEqual(['60:INCORRECT_FORMAT', '61:REQUIRED_FIELD_MISSING']);
    expect(validateAnswers(opening, answers, { today: '2025-06-15', cache })).toHaveLength(1);
  });
});

describe('validateAnswers with a cache (property)', () => {
  it('always equals validation without a cache, whatever answers change between calls', async () => {
    const fc = (await import('fast-check')).default;
    const questions = [
      question({ id: 50, fieldType: 'number' }),
      question({ id: 51, fieldType: 'date', optional: true }),
      question({ id: 52 }),
    ];
    const set = setOf(questions);
    const value = fc.oneof(
      fc.constant(null),
      fc.double({ min: -10, max: 10, noNaN: true }),
      fc.constantFrom('', 'x', '2025-01-01', '2031-01-01', '1.5'),
    );
    const anAnswer = fc
      .record({ complete: fc.boolean(), savelater: fc.boolean(), value })
      .map((fields) => answer(fields));
    const state = fc.dictionary(fc.constantFrom('50', '51', '52'), anAnswer);
    fc.assert(
      fc.property(fc.array(state, { minLength: 1, maxLength: 6 }), fc.boolean(), (states, requireAnswers) => {
        const cache = createValidationCache();
        states.forEach((answers, index) => {
          const context = { today: '2025-06-15', requireAnswers };
          // One cache serves a field set and the whole set in turn, as a form and its section do.
          const scope = index % 2 === 0 ? set : set.sections[0]!.subsections[0]!.fieldSets[0]!;
          expect(validateAnswers(scope, answers, { ...context, cache })).toEqual(
            validateAnswers(scope, answers, context),
          );
        });
      }),
    );
  });
});
