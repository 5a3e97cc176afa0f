import { loadStrings } from '@oncourse/fixtures';
import { textFrom, type Text } from './text.ts';

/** Each language's catalogue by language code. */
export type Catalogues = Readonly<Record<string, Readonly<Record<string, string>>>>;

const FALLBACK = 'en';

let files: Catalogues | null = null;
const texts = new Map<string, Text>();

/**
 * fixtures/strings, read once per process: the files the seed copies into the database, read where
 * a database query is not to be had or not worth it (an e-mail written inside its cause's transaction,
 * a badge that should cost one query), docs/engineering.md#words-and-formats.
 */
export function catalogueFiles(): Catalogues {
  return (files ??= loadStrings());
}

/** Whether fixtures/strings has a catalogue for `lang`. */
export function hasCatalogueFile(lang: string): boolean {
  return Object.hasOwn(catalogueFiles(), lang);
}

/** `lang`'s words from `catalogues`: its own strings, English where it lacks a key. */
export function textOfCatalogues(lang: string, catalogues: Catalogues): Text {
  return textFrom({ ...catalogues[FALLBACK], ...catalogues[lang] }, lang);
}

/** `lang`'s words from fixtures/strings (English where it lacks a key), built once per language. */
export function textOfFiles(lang: string): Text {
  let text = texts.get(lang);
  if (!text) texts.set(lang, (text = textOfCatalogues(lang, catalogueFiles())));
  return text;
}
