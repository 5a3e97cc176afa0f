import type { Executor } from '../../db/client.ts';
import { findStrings } from './reference.repository.ts';

/** A string of the app's catalogue with its `{{name}}` placeholders filled in. */
export type Text = (key: string, values?: Record<string, string | number>) => string;

const FALLBACK = 'en';

/**
 * The catalogue (fixtures/strings, seeded into `strings`) in one language, for what the server
 * writes itself, such as the PDF report: a key the language lacks reads in English, and an
 * unknown key reads as itself, so a gap shows instead of breaking the document.
 */
export async function catalogue(db: Executor, language: string): Promise<Text> {
  const rows = await findStrings(db, [...new Set([language, FALLBACK])]);
  const texts = new Map<string, string>();
  for (const row of rows) if (row.language === FALLBACK) texts.set(row.key, row.text);
  for (const row of rows) if (row.language === language) texts.set(row.key, row.text);
  return (key, values = {}) =>
    (texts.get(key) ?? key).replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
}
