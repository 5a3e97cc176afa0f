import { INTERFACE_LANGUAGES } from '@oncourse/engine';
import Negotiator from 'negotiator';
import type { Text } from '../reference/text.ts';
import { textOfFiles } from '../reference/text-files.ts';

/**
 * The interface languages the public pages are written in (docs/languages-units-themes.md#interface-strings):
 * those of fixtures/languages.json with a catalogue.
 */
export const PAGE_LANGUAGES = INTERFACE_LANGUAGES;
/** A language of {@link PAGE_LANGUAGES}. */
export type PageLanguage = string;

const isPageLanguage = (value: unknown): value is PageLanguage =>
  typeof value === 'string' && PAGE_LANGUAGES.includes(value);

/**
 * The language a public page is written in: the `lang` query when it names one of the seven, else
 * the best of the browser's Accept-Language, else English (docs/public-recognition.md#behaviour).
 */
export function pageLanguage(query: unknown, acceptLanguage: string | undefined): PageLanguage {
  if (isPageLanguage(query)) return query;
  const negotiated = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).language([
    ...PAGE_LANGUAGES,
  ]);
  return isPageLanguage(negotiated) ? negotiated : 'en';
}

/**
 * The public pages' strings in `lang`, English where it lacks a key: from fixtures/strings, the source
 * the seed copies into the database, so a badge costs one query (its organisation), not a catalogue
 * version check besides (docs/public-recognition.md#behaviour).
 */
export function pageStrings(lang: PageLanguage): Text {
  return textOfFiles(lang);
}
