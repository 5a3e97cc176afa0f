// Where an e-mail's words come from: the strings catalogue (fixtures/strings/<lang>.json, the `mail.`
// keys), the same files the seed copies into the database (docs/engineering.md#words-and-formats).
// They are read from the files rather than the database because a mail is written inside the
// transaction of what caused it, where PGlite runs no other query, and a certification notice
// needs every language's words at once: as the public pages do (modules/public-profile/reader-language.ts).
import { loadStrings } from '@oncourse/fixtures';
import { textFrom, type Text } from '../../modules/reference/text.ts';

/** Each language's catalogue by language code. */
export type Catalogues = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A mail's words: the language it is written in and that language's catalogue. */
export interface MailWords {
  /** The recipient's language when it has a catalogue, else English. */
  lang: string;
  /** A key of the catalogue with its placeholders and plurals filled; English where the language lacks the key. */
  text: Text;
}

const FALLBACK = 'en';

let files: Catalogues | null = null;
const fromFiles = new Map<string, MailWords>();

/** fixtures/strings, read once. */
export function catalogueFiles(): Catalogues {
  return (files ??= loadStrings());
}

const wordsIn = (lang: string, catalogues: Catalogues): MailWords => ({
  lang,
  text: textFrom({ ...catalogues[FALLBACK], ...catalogues[lang] }, lang),
});

/**
 * The words of a mail to a reader of `lang` (docs/languages-units-themes.md#languages: English when
 * the language has no catalogue). `catalogues` is fixtures/strings unless given.
 */
export function mailWords(lang: string, catalogues?: Catalogues): MailWords {
  const source = catalogues ?? catalogueFiles();
  const written = Object.hasOwn(source, lang) ? lang : FALLBACK;
  if (catalogues) return wordsIn(written, catalogues);
  let words = fromFiles.get(written);
  if (!words) fromFiles.set(written, (words = wordsIn(written, source)));
  return words;
}
