import type { Executor } from '../../db/client.ts';
import { findStrings } from './reference.repository.ts';
import { textFrom, type Text } from './text.ts';

export type { Text };

/** The language every other falls back to (docs/languages-units-themes.md#interface-strings). */
export const fallbackLanguage = 'en';

/** The catalogue (fixtures/strings, seeded into `strings`) of a language, keys it lacks from en. */
export async function stringsIn(db: Executor, language: string): Promise<Record<string, string>> {
  const rows = await findStrings(db, [...new Set([fallbackLanguage, language])]);
  const strings: Record<string, string> = {};
  for (const row of rows) if (row.language === fallbackLanguage) strings[row.key] = row.text;
  for (const row of rows) if (row.language === language) strings[row.key] = row.text;
  return strings;
}

/**
 * The catalogue in one language for what the server writes itself, such as the PDF report: a key
 * the language lacks reads in English, and an unknown key reads as itself, so a gap shows instead
 * of breaking the document.
 */
export async function catalogue(db: Executor, language: string): Promise<Text> {
  return textFrom(await stringsIn(db, language));
}
