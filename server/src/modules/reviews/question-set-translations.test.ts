// Today's content in every language (docs/languages-units-themes.md#content): a reader of each of
// the six translated languages gets every question set and every improve section wholly in that
// language, as fixtures/translations holds it, with nothing left in English.
import { describe, expect, it } from 'vitest';
import { loadContent, loadQuestionSets, loadTranslations } from '@oncourse/fixtures';
import { questionSetTexts, type QuestionSet } from '@oncourse/engine';
import { useTestApp } from '../../test/harness.ts';

const ORGANISATION = { FACILITY: 1, TOURNAMENT: 2 } as const;
const LANGUAGES = ['de', 'fr', 'es', 'it', 'nl', 'sv'];
const translations = loadTranslations();

describe('today’s content in every language', () => {
  const t = useTestApp('pglite');

  it('serves every text of every question set translated, in each of the six languages', async () => {
    const readers = {
      FACILITY: await t.current.createUser(),
      TOURNAMENT: await t.current.createUser(),
    };
    await t.current.addMember(readers.FACILITY, ORGANISATION.FACILITY, 'USER');
    await t.current.addMember(readers.TOURNAMENT, ORGANISATION.TOURNAMENT, 'USER');
    const untranslated: string[] = [];
    let served = 0;
    for (const { questionSet: authored } of loadQuestionSets()) {
      const type = authored.organisationType;
      const headers = await t.current.authHeader(readers[type]);
      for (const language of LANGUAGES) {
        const url = `/api/reviews/questions/${authored.id}/organisation/${ORGANISATION[type]}?code=${language}`;
        const set = (await t.current.app.inject({ method: 'GET', url, headers })).json().data as QuestionSet;
        expect(set.language, url).toBe(language);
        for (const [key, text] of Object.entries(questionSetTexts(set))) {
          served += 1;
          const expected = translations[language]?.[key];
          if (expected === undefined || text !== expected) untranslated.push(`${language} ${key}: ${text}`);
        }
      }
    }
    expect(served).toBeGreaterThan(LANGUAGES.length * 800);
    expect(untranslated).toEqual([]);
  });

  it('serves the improve sections and their pages translated, in each of the six languages', async () => {
    const reader = await t.current.createUser();
    await t.current.addMember(reader, ORGANISATION.FACILITY, 'USER');
    const headers = await t.current.authHeader(reader);
    const authored = loadContent().sections;
    for (const language of LANGUAGES) {
      const url = `/api/content/sections/languages/${language}?orgId=${ORGANISATION.FACILITY}`;
      const sections = (await t.current.app.inject({ method: 'GET', url, headers })).json().data as {
        slug: string;
        name: string;
        contentData: { slug: string; title: string }[];
      }[];
      expect(sections.length, url).toBeGreaterThan(0);
      for (const section of sections) {
        const source = authored.find((candidate) => candidate.slug === section.slug)!;
        expect(section.name).toBe(translations[language]![`contentSection.${source.id}.name`]);
        for (const link of section.contentData) {
          const item = source.items.find((candidate) => candidate.slug === link.slug)!;
          expect(link.title).toBe(translations[language]![`contentItem.${item.id}.title`]);
        }
      }
    }
  });
});
