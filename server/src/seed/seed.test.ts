import { count, eq, getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadAnswerSets,
  loadCountries,
  loadQuestionSets,
  loadStrings,
  type QuestionSetFile,
} from '@oncourse/fixtures';
import type { Question } from '@oncourse/engine';
import { queryRows, type DatabaseHandle } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { databases, openTestDatabase } from '../test/harness.ts';
import { seed } from './seed.ts';

const tables = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => value instanceof PgTable,
);

/** A fingerprint of every row of every table: equal fingerprints mean nothing changed. */
async function fingerprint(handle: DatabaseHandle): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of tables) {
    const name = getTableName(table);
    const [row] = await queryRows<{ digest: string }>(
      handle.db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    result[name] = row!.digest;
  }
  return result;
}

function countQuestions(questions: Question[]): number {
  return questions.reduce(
    (total, question) =>
      total + 1 + countQuestions(question.nestedQuestions) + countQuestions(question.rowQuestions),
    0,
  );
}

describe.each(databases())('seed on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    // Migrated (a copy of the global setup's template when there is one): what the seed fills.
    handle = await openTestDatabase(kind, 'migrated');
  });
  afterAll(async () => {
    await handle.close();
  });

  it('fills an empty database from the fixtures, without demo organisations unless asked', async () => {
    const report = await seed(handle.db);
    const files = loadQuestionSets();
    expect(report.questionSetsReplaced).toHaveLength(files.length);
    const [countries] = await handle.db.select({ n: count() }).from(schema.countries);
    expect(countries!.n).toBe(loadCountries().length);
    const [questionRows] = await handle.db.select({ n: count() }).from(schema.questions);
    const expectedQuestions = files.reduce(
      (total, file) =>
        total +
        file.questionSet.sections
          .flatMap((section) => section.subsections.flatMap((subsection) => subsection.fieldSets))
          .reduce((sum, fieldSet) => sum + countQuestions(fieldSet.questions), 0),
      0,
    );
    expect(questionRows!.n).toBe(expectedQuestions);
    expect(await handle.db.select().from(schema.organisations)).toEqual([]);
    expect(await handle.db.select().from(schema.answerSets)).toEqual([]);

    expect((await seed(handle.db, { demo: true })).applied).toBe(true);
    const [answerSetRows] = await handle.db
      .select({ n: count() })
      .from(schema.answerSets)
      .where(eq(schema.answerSets.organisationId, 1));
    expect(answerSetRows!.n).toBe(loadAnswerSets().filter((set) => set.organisationId === 1).length);
    const demo = await handle.db
      .select({ title: schema.organisations.title, type: schema.organisations.type })
      .from(schema.organisations);
    expect(demo.map((row) => row.type).sort()).toEqual(['FACILITY', 'TOURNAMENT']);
    for (const [language, catalogue] of Object.entries(loadStrings())) {
      const [strings] = await handle.db
        .select({ n: count() })
        .from(schema.strings)
        .where(eq(schema.strings.language, language));
      expect(strings!.n, language).toBe(Object.keys(catalogue).length);
    }
    const languages = await handle.db
      .select({ key: schema.languages.key, inSettings: schema.languages.inSettings })
      .from(schema.languages);
    expect(languages).toContainEqual({ key: 'zu', inSettings: false });
  });

  it('is idempotent: a second run, forced through every step, changes no row of any table', async () => {
    const before = await fingerprint(handle);
    const report = await seed(handle.db, { force: true, demo: true });
    expect(report.applied).toBe(true);
    expect(report.questionSetsReplaced).toEqual([]);
    expect(await fingerprint(handle)).toEqual(before);
  });

  it('skips all work when no fixture changed since the last run', async () => {
    const report = await seed(handle.db, { demo: true });
    expect(report.applied).toBe(false);
  });

  it('new rows after seeding get fresh ids (sequences moved past fixture ids)', async () => {
    const [organisation] = await handle.db
      .insert(schema.organisations)
      .values({ type: 'FACILITY', title: 'Fresh Id Golf' })
      .returning({ id: schema.organisations.id });
    expect(organisation!.id).toBeGreaterThan(2);
    const [answerSet] = await handle.db
      .insert(schema.answerSets)
      .values({ organisationId: organisation!.id, questionSetId: loadQuestionSets()[0]!.questionSet.id })
      .returning({ id: schema.answerSets.id });
    expect(answerSet!.id).toBeGreaterThan(Math.max(...loadAnswerSets().map((set) => set.id)));
  });

  it('replaces a question set only when its fixture changed, keeping answers and other sets', async () => {
    const files = loadQuestionSets();
    const target =
      files.find((file) => file.questionSet.id === loadAnswerSets()[0]!.questionSetId) ?? files[0]!;
    const [answersBefore] = await handle.db.select({ n: count() }).from(schema.answers);
    const changed: QuestionSetFile[] = files.map((file) => {
      if (file !== target) return file;
      const questionSet = structuredClone(file.questionSet);
      questionSet.sections[0]!.title = 'Renamed section';
      return { ...file, questionSet, raw: JSON.stringify(questionSet) };
    });
    const report = await seed(handle.db, { fixtures: { questionSets: () => changed } });
    expect(report.questionSetsReplaced).toEqual([target.questionSet.slug]);
    const [section] = await handle.db
      .select({ title: schema.questionSections.title })
      .from(schema.questionSections)
      .where(eq(schema.questionSections.id, target.questionSet.sections[0]!.id));
    expect(section!.title).toBe('Renamed section');
    const [answersAfter] = await handle.db.select({ n: count() }).from(schema.answers);
    expect(answersAfter!.n).toBe(answersBefore!.n);
    // And back to the committed fixture: replaced once more, then stable.
    expect((await seed(handle.db)).questionSetsReplaced).toEqual([target.questionSet.slug]);
    expect((await seed(handle.db)).questionSetsReplaced).toEqual([]);
  });

  it('leaves demo data edited in the app alone', async () => {
    await handle.db
      .update(schema.organisations)
      .set({ title: 'Renamed by the owner' })
      .where(eq(schema.organisations.id, 1));
    await seed(handle.db, { force: true, demo: true });
    const [organisation] = await handle.db
      .select({ title: schema.organisations.title })
      .from(schema.organisations)
      .where(eq(schema.organisations.id, 1));
    expect(organisation!.title).toBe('Renamed by the owner');
  });
});
