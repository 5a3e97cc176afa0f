// Where an e-mail's words come from: the strings catalogue (fixtures/strings/<lang>.json, the `mail.`
// keys), the same files the seed copies into the database (docs/engineering.md#words-and-formats).
// They are read from the files rather than the database because a mail is written inside the
// transaction of what caused it, where PGlite runs no other query, and a certification notice
// needs every language's words at once: as the public pages do (modules/public-profile/reader-language.ts).
import type { Text } from '../../modules/reference/text.ts';
import {
  catalogueFiles,
  hasCatalogueFile,
  textOfCatalogues,
  textOfFiles,
  type Catalogues,
} from '../../modules/reference/text-files.ts';

export { catalogueFiles, type Catalogues };

/** A mail's words: the language it is written in and that language's catalogue. */
export interface MailWords {
  /** The recipient's language when it has a catalogue, else English. */
  lang: string;
  /** A key of the catalogue with its placeholders and plurals filled; English where the language lacks the key. */
  text: Text;
}

const FALLBACK = 'en';

/**
 * The words of a mail to a reader of `lang` (docs/languages-units-themes.md#languages: English when
 * the language has no catalogue). `catalogues` is fixtures/strings unless given.
 */
export function mailWords(lang: string, catalogues?: Catalogues): MailWords {
  if (catalogues) {
    const written = Object.hasOwn(catalogues, lang) ? lang : FALLBACK;
    return { lang: written, text: textOfCatalogues(written, catalogues) };
  }
  const written = hasCatalogueFile(lang) ? lang : FALLBACK;
  return { lang: written, text: textOfFiles(written) };
}
