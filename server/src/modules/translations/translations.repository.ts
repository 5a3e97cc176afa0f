import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contentTranslations, seedState, users } from '../../db/schema/index.ts';

/** Every translated text of one language, by content key. */
export async function findTexts(db: Executor, language: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: contentTranslations.key, text: contentTranslations.text })
    .from(contentTranslations)
    .where(eq(contentTranslations.language, language));
  return Object.fromEntries(rows.map((row) => [row.key, row.text]));
}

/** The version the seed recorded for a language's texts (seed_state key), or null when it has none. */
export async function findVersion(db: Executor, stateKey: string): Promise<string | null> {
  const [row] = await db.select({ fingerprint: seedState.fingerprint }).from(seedState).where(eq(seedState.key, stateKey));
  return row?.fingerprint ?? null;
}

/** The language a user reads the product in (their profile's), or undefined for no such user. */
export async function findUserLanguage(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language;
}
