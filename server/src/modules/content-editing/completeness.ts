// How much of an item's English wording each language translates (docs/programme-console.md#content).

export interface Wording {
  title: Record<string, string>;
  teaser: Record<string, string>;
  body: Record<string, string>;
}

/** Rich text with no words in it (an empty paragraph) counts as none. */
const hasWords = (text: string | undefined): boolean =>
  (text ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/**
 * Per language other than English, the share (per cent, rounded down so 100 means all) of the
 * fields English has that the language has too: "de 100, sv 66" for a Swedish title and teaser
 * without the body. Content with no English wording is complete in every language.
 */
export function translationCompleteness(
  wording: Wording,
  languages: readonly string[],
): Record<string, number> {
  const fields = [wording.title, wording.teaser, wording.body].filter((field) => hasWords(field.en));
  return Object.fromEntries(
    languages
      .filter((language) => language !== 'en')
      .map((language) => {
        if (fields.length === 0) return [language, 100];
        const translated = fields.filter((field) => hasWords(field[language])).length;
        return [language, Math.floor((translated * 100) / fields.length)];
      }),
  );
}
