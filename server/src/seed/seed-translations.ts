// Content translations (docs/languages-units-themes.md#content): fixtures/translations/<lang> is the
// truth, so rows are upserted, rewritten only when they differ, and keys a language no longer has
// are removed. Each language's texts get a version (a hash) in seed_state, so every server behind a
// load balancer sees from the database alone when its translated question sets are stale.
import { createHash } from 'node:crypto';
import { and, eq, like, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { contentTranslations, seedState } from '../db/schema/index.ts';
import { translationVersionKey } from '../modules/translations/translations.service.ts';
import { inChunks } from './batch.ts';
import type { FixtureSource } from './fixture-source.ts';

/** A language's texts as one hash: equal texts, equal version. */
function versionOf(texts: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const key of Object.keys(texts).sort()) hash.update(`${key}\u0000${texts[key]}\u0000`);
  return hash.digest('hex').slice(0, 16);
}

/** Every language's translations; languages that are not in languages.json are skipped. */
export async function seedTranslations(
  db: Executor,
  fixtures: FixtureSource,
  knownLanguages: Set<string>,
): Promise<void> {
  const all = Object.entries(fixtures.translations()).filter(([language]) => knownLanguages.has(language));
  for (const [language, texts] of all) {
    const rows = Object.entries(texts)
      .filter(([, text]) => text !== '')
      .map(([key, text]) => ({ language, key, text }));
    await inChunks(rows, (chunk) =>
      db
        .insert(contentTranslations)
        .values(chunk)
        .onConflictDoUpdate({
          target: [contentTranslations.language, contentTranslations.key],
          set: { text: sql.raw('excluded."text"') },
          setWhere: sql`${contentTranslations.text} is distinct from excluded.text`,
        }),
    );
    const keys = rows.map((row) => row.key);
    await db
      .delete(contentTranslations)
      .where(
        keys.length > 0
          ? and(eq(contentTranslations.language, language), notInArray(contentTranslations.key, keys))
          : eq(contentTranslations.language, language),
      );
    const fingerprint = versionOf(Object.fromEntries(rows.map((row) => [row.key, row.text])));
    await db
      .insert(seedState)
      .values({ key: translationVersionKey(language), fingerprint })
      .onConflictDoUpdate({
        target: seedState.key,
        set: { fingerprint, appliedAt: new Date() },
        setWhere: sql`${seedState.fingerprint} is distinct from ${fingerprint}`,
      });
  }
  // A language whose folder left the fixtures keeps no texts, so it falls back to English whole.
  const seeded = all.map(([language]) => language);
  await db
    .delete(contentTranslations)
    .where(seeded.length > 0 ? notInArray(contentTranslations.language, seeded) : undefined);
  await db
    .delete(seedState)
    .where(
      and(
        like(seedState.key, translationVersionKey('%')),
        ...(seeded.length > 0 ? [notInArray(seedState.key, seeded.map(translationVersionKey))] : []),
      ),
    );
}
