import { createHash } from 'node:crypto';
import {
  loadAnswerSets,
  loadContent,
  loadContentFile,
  loadCountries,
  loadLanguages,
  loadMaintenanceNotices,
  loadOrganisations,
  loadQuestionSets,
  loadRoles,
  loadStrings,
  loadTranslations,
} from '@oncourse/fixtures';

/** Where the seed reads its data: the fixtures package by default; tests swap single loaders. */
export interface FixtureSource {
  countries: typeof loadCountries;
  languages: typeof loadLanguages;
  roles: typeof loadRoles;
  strings: typeof loadStrings;
  content: typeof loadContent;
  contentFile: typeof loadContentFile;
  maintenance: typeof loadMaintenanceNotices;
  organisations: typeof loadOrganisations;
  questionSets: typeof loadQuestionSets;
  answerSets: typeof loadAnswerSets;
  translations: typeof loadTranslations;
}

export const defaultFixtures: FixtureSource = {
  countries: loadCountries,
  languages: loadLanguages,
  roles: loadRoles,
  strings: loadStrings,
  content: loadContent,
  contentFile: loadContentFile,
  maintenance: loadMaintenanceNotices,
  organisations: loadOrganisations,
  questionSets: loadQuestionSets,
  answerSets: loadAnswerSets,
  translations: loadTranslations,
};

/** Wraps a source so each fixture is read from disk once per seed run. */
export function memoizeFixtures(source: FixtureSource): FixtureSource {
  const cache = new Map<string, unknown>();
  const once =
    <T>(key: string, load: () => T) =>
    (): T => {
      if (!cache.has(key)) cache.set(key, load());
      return cache.get(key) as T;
    };
  const files = new Map<string, Buffer>();
  return {
    countries: once('countries', source.countries),
    languages: once('languages', source.languages),
    roles: once('roles', source.roles),
    strings: once('strings', source.strings),
    content: once('content', source.content),
    contentFile: (path) => {
      let data = files.get(path);
      if (!data) {
        data = source.contentFile(path);
        files.set(path, data);
      }
      return data;
    },
    maintenance: once('maintenance', source.maintenance),
    organisations: once('organisations', source.organisations),
    questionSets: once('questionSets', source.questionSets),
    answerSets: once('answerSets', source.answerSets),
    translations: once('translations', source.translations),
  };
}

/**
 * A SHA-256 over every fixture the seed reads (and the files content refers to), plus a version
 * to bump when the seed's own behaviour changes and whether demo data was asked for. Equal
 * fingerprints: nothing to do.
 */
export function fixtureFingerprint(source: FixtureSource, seedVersion: number, demo = false): string {
  const hash = createHash('sha256');
  const content = source.content();
  hash.update(
    JSON.stringify({
      seedVersion,
      demo,
      countries: source.countries(),
      languages: source.languages(),
      roles: source.roles(),
      strings: source.strings(),
      content,
      maintenance: source.maintenance(),
      organisations: source.organisations(),
      questionSets: source.questionSets().map((file) => file.raw),
      answerSets: source.answerSets(),
      translations: source.translations(),
    }),
  );
  const files = [
    ...content.logos.map((logo) => logo.file),
    ...content.providerDocuments.map((document) => document.file),
    ...content.tiles.flatMap((tile) => (tile.image ? [tile.image] : [])),
    ...content.sections.flatMap((section) =>
      section.items.flatMap((item) => [
        ...(item.image ? [item.image] : []),
        ...item.documents.map((document) => document.file),
      ]),
    ),
  ];
  for (const file of [...new Set(files)].sort()) hash.update(file).update(source.contentFile(file));
  return hash.digest('hex');
}
