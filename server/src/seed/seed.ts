import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { seedState } from '../db/schema/index.ts';
import {
  defaultFixtures,
  fixtureFingerprint,
  memoizeFixtures,
  type FixtureSource,
} from './fixture-source.ts';
import { recordNotices, seedContent } from './seed-content.ts';
import { seedAnswerSets, seedMaintenance, seedOrganisations } from './seed-demo.ts';
import { seedQuestionSets } from './seed-question-sets.ts';
import { seedCountries, seedLanguages, seedRoles, seedStrings } from './seed-reference.ts';
import { seedTranslations } from './seed-translations.ts';

/** Bump when the seed itself changes what it writes, so existing databases are seeded again. */
export const seedVersion = 3;

export interface SeedOptions {
  /** Swap single loaders (tests). */
  fixtures?: Partial<FixtureSource>;
  /** Run every step even when the fixtures' fingerprint matches the last run. */
  force?: boolean;
  /**
   * Also the demo organisations and their answer sets (tests, `npm run demo`). Off for a normal
   * start: a product database never gets example facilities nobody asked for.
   */
  demo?: boolean;
}

export interface SeedReport {
  /** False when the fixtures were unchanged since the last run and nothing was done. */
  applied: boolean;
  /** Slugs of question sets whose content was (re)written because their fixture changed. */
  questionSetsReplaced: string[];
  /** String fixtures for languages that are not in languages.json (not seeded). */
  skippedStringLanguages: string[];
  durationMs: number;
}

/**
 * Fills the database from fixtures/ in one transaction. Idempotent: reference data and content
 * are upserted (rows rewritten only when they differ), question-set content is replaced only
 * when its fixture changed, and demo data (only with `demo`) is inserted once and never overwritten. When no
 * fixture changed since the last run (same fingerprint) it does nothing, so restarts stay fast.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const source = memoizeFixtures({ ...defaultFixtures, ...options.fixtures });
  const demo = options.demo ?? false;
  const fingerprint = fixtureFingerprint(source, seedVersion, demo);
  const report = await db.transaction(async (tx) => {
    const [state] = await tx
      .select({ fingerprint: seedState.fingerprint })
      .from(seedState)
      .where(eq(seedState.key, 'fixtures'));
    if (!options.force && state?.fingerprint === fingerprint) {
      return { applied: false, questionSetsReplaced: [], skippedStringLanguages: [] };
    }
    const knownLanguages = await seedLanguages(tx, source);
    const countryIds = await seedCountries(tx, source);
    const skippedStringLanguages = await seedStrings(tx, source, knownLanguages);
    await seedRoles(tx, source);
    await seedTranslations(tx, source, knownLanguages);
    await seedContent(tx, source, countryIds);
    await seedMaintenance(tx, source);
    await recordNotices(tx);
    if (demo) await seedOrganisations(tx, source, countryIds);
    const questionSetsReplaced = await seedQuestionSets(tx, source);
    if (demo) await seedAnswerSets(tx, source);
    if (state?.fingerprint !== fingerprint) {
      await tx
        .insert(seedState)
        .values({ key: 'fixtures', fingerprint })
        .onConflictDoUpdate({ target: seedState.key, set: { fingerprint, appliedAt: new Date() } });
    }
    return { applied: true, questionSetsReplaced, skippedStringLanguages };
  });
  return { ...report, durationMs: Math.round(performance.now() - started) };
}
