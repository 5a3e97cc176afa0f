// Question sets in the reader's language (docs/languages-units-themes.md#content): each text
// translated where fixtures/translations has it, English where not, on every screen and export
// that shows question texts, and never a change to what an answer refers to.
import { describe, expect, it } from 'vitest';
import { loadQuestionSets } from '@oncourse/fixtures';
import { questionSetTexts, scopeQuestions, type QuestionSet } from '@oncourse/engine';
import { seed } from '../../seed/seed.ts';
import { databases, useTestApp } from '../../test/harness.ts';

const FACILITY = 1;
const NATURE = 1;
const ANNUAL = 6;

const fixtureSet = (id: number): QuestionSet =>
  loadQuestionSets().find((file) => file.questionSet.id === id)!.questionSet;
const nature = fixtureSet(NATURE);
const annual = fixtureSet(ANNUAL);

// Half of each set's texts get a (marked) German wording; the other half must stay English.
const german = (set: QuestionSet, mark: string) =>
  Object.fromEntries(
    Object.entries(questionSetTexts(set))
      .filter((_, index) => index % 2 === 0)
      .map(([key, text]) => [key, `${mark} ${text}`]),
  );
const translations = { de: { ...german(nature, '[de]'), ...german(annual, '[de]') } };

describe.each(databases())('question sets in a language on %s', (kind) => {
  const t = useTestApp(kind, { seed: { translations: () => translations } });

  const get = async (url: string, userId: number) =>
    t.current.app.inject({ method: 'GET', url, headers: await t.current.authHeader(userId) });
  const member = async (language = 'en') => {
    const userId = await t.current.createUser({ language });
    await t.current.addMember(userId, FACILITY, 'USER');
    return userId;
  };

  it('translates every text the language has and keeps English for the others, ids untouched', async () => {
    const userId = await member();
    const set = (
      await get(`/api/reviews/questions/${NATURE}/organisation/${FACILITY}?code=de`, userId)
    ).json().data as QuestionSet;
    expect(set.language).toBe('de');
    const served = questionSetTexts(set);
    const authored = questionSetTexts(nature);
    expect(Object.keys(served).sort()).toEqual(Object.keys(authored).sort());
    for (const [key, text] of Object.entries(authored)) {
      expect(served[key]).toBe(translations.de[key] ?? text);
    }
    // What answers refer to stays as authored.
    const ids = (s: QuestionSet) =>
      scopeQuestions(s).map((q) => [q.id, q.answers.map((option) => option.id)]);
    expect(ids(set)).toEqual(ids(nature));
    const byBestPractice = (
      await get(
        `/api/reviews/questions/best-practice/${NATURE}/organisation/${FACILITY}/languages/de`,
        userId,
      )
    ).json().data as QuestionSet;
    expect(byBestPractice).toEqual(set);
  });

  it('says English, and serves English, for a language without translations', async () => {
    const userId = await member();
    const set = (
      await get(`/api/reviews/questions/${NATURE}/organisation/${FACILITY}?code=da`, userId)
    ).json().data as QuestionSet;
    expect(set.language).toBe('en');
    expect(questionSetTexts(set)).toEqual(questionSetTexts(nature));
    const reference = async (language: string) =>
      (
        await get(`/api/reviews/questions/reference-data?languageId=${language}&orgId=${FACILITY}`, userId)
      ).json().data as { language: string; questionSets: { id: number; title: string }[] };
    expect((await reference('da')).language).toBe('en');
    const inGerman = await reference('de');
    expect(inGerman.language).toBe('de');
    expect(inGerman.questionSets.find((s) => s.id === NATURE)!.title).toBe(
      translations.de[`set.${NATURE}.title`] ?? nature.title,
    );
  });

  it('shows menus, progress and the CSV in the reader’s profile language', async () => {
    const germanReader = await member('de');
    const englishReader = await member('en');
    const sectionTitles = async (userId: number) =>
      (
        (await get(`/api/reviews/links/organisation/${FACILITY}`, userId)).json().data as {
          bestPractices: { id: number; sections: { id: number; title: string }[] }[];
        }
      ).bestPractices
        .find((practice) => practice.id === NATURE)!
        .sections.map((section) => section.title);
    const expected = nature.sections
      .filter((section) => section.active)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((section) => translations.de[`section.${section.id}.title`] ?? section.title);
    expect(await sectionTitles(germanReader)).toEqual(expected);
    expect(await sectionTitles(englishReader)).toEqual(
      nature.sections
        .filter((section) => section.active)
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((section) => section.title),
    );

    const csv = async (userId: number) =>
      (await get(`/api/insights/organisation/${FACILITY}/answers.csv`, userId)).body;
    const translatedQuestion = scopeQuestions(annual).find((q) => translations.de[`question.${q.id}.title`])!;
    const germanCsv = await csv(germanReader);
    expect(germanCsv).toContain(translations.de[`question.${translatedQuestion.id}.title`]);
    // The same rows, the same answers: only the words around them change.
    expect(germanCsv.split('\r\n').length).toBe((await csv(englishReader)).split('\r\n').length);
  });

  it('serves a changed translation after the seed replaced it, on the same server', async () => {
    const userId = await member();
    const key = `set.${NATURE}.title`;
    const title = async () =>
      (
        (await get(`/api/reviews/questions/${NATURE}/organisation/${FACILITY}?code=de`, userId)).json()
          .data as QuestionSet
      ).title;
    expect(await title()).toBe(translations.de[key] ?? nature.title);
    await seed(t.current.db.db, {
      demo: true,
      fixtures: { translations: () => ({ de: { ...translations.de, [key]: 'Natur (neu)' } }) },
    });
    expect(await title()).toBe('Natur (neu)');
  });
});
