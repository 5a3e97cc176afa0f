import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { QuestionSet } from './model.ts';
import { questionSetTexts, translateQuestionSet } from './content-texts.ts';

const nature = JSON.parse(readFileSync(new URL('../../fixtures/question-sets/nature.json', import.meta.url), 'utf8')) as QuestionSet;

describe('content texts', () => {
  it('keys every text a reader sees by the id of what it belongs to', () => {
    const texts = questionSetTexts(nature);
    const question = nature.sections[0]!.subsections[0]!.fieldSets[0]!.questions[0]!;
    expect(texts[`question.${question.id}.title`]).toBe(question.title);
    expect(texts[`section.${nature.sections[0]!.id}.title`]).toBe(nature.sections[0]!.title);
    expect(texts[`question.${question.id}.guidance.default`]).toBe(question.guidance.default);
  });

  it('replaces each translated text and lists the keys that kept the authored text', () => {
    const texts = questionSetTexts(nature);
    const [firstKey, ...otherKeys] = Object.keys(texts);
    const german = Object.fromEntries(otherKeys.map((key) => [key, `DE ${texts[key]}`]));
    const { set, fallbacks } = translateQuestionSet(nature, german, 'de');
    expect(fallbacks).toEqual([firstKey]);
    expect(set.language).toBe('de');
    const translatedTexts = questionSetTexts(set);
    for (const key of otherKeys) expect(translatedTexts[key]).toBe(`DE ${texts[key]}`);
    expect(translatedTexts[firstKey!]).toBe(texts[firstKey!]);
  });

  it('keeps a translation for a question the next version keeps, by id', () => {
    const question = nature.sections[0]!.subsections[0]!.fieldSets[0]!.questions[0]!;
    const nextVersion: QuestionSet = { ...nature, id: nature.id + 100 };
    const { set } = translateQuestionSet(nextVersion, { [`question.${question.id}.title`]: 'Übersetzt' }, 'de');
    expect(set.sections[0]!.subsections[0]!.fieldSets[0]!.questions[0]!.title).toBe('Übersetzt');
  });
});
