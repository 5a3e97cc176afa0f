// Makes an organisation ready to apply for certification, as a club would by answering
// (docs/certification.md#applying): every question the footprint of `year` needs gets a value
// (0, an option, or a grid row), until the footprint is final, and every question required for
// certification is marked complete. The insights calls say what is still open, so nothing here
// knows the question sets' ids.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  answerOptions,
  answers,
  answerSets,
  questions,
  questionSets,
  type OrganisationType,
} from '../db/schema/index.ts';
import type { TestApp } from './harness.ts';

type Link = { questionId: number; questionSetId: number };

async function answerSetId(db: Executor, organisationId: number, questionSetId: number, year: number | null) {
  const [found] = await db
    .select({ id: answerSets.id })
    .from(answerSets)
    .where(
      and(
        eq(answerSets.organisationId, organisationId),
        eq(answerSets.questionSetId, questionSetId),
        year === null ? isNull(answerSets.year) : eq(answerSets.year, year),
      ),
    );
  if (found) return found.id;
  const [made] = await db
    .insert(answerSets)
    .values({ organisationId, questionSetId, year })
    .returning({ id: answerSets.id });
  return made!.id;
}

/** A value the footprint can read for each question: a number, the first option, or one empty grid row. */
async function valuesFor(db: Executor, questionIds: number[]) {
  const rows = await db
    .select({ id: questions.id, uiType: questions.uiType })
    .from(questions)
    .where(inArray(questions.id, questionIds));
  const options = await db
    .select({ questionId: answerOptions.questionId, id: answerOptions.id })
    .from(answerOptions)
    .where(inArray(answerOptions.questionId, questionIds))
    .orderBy(answerOptions.id);
  return rows.map((row) => {
    const option = options.find((candidate) => candidate.questionId === row.id);
    if (/grid/i.test(row.uiType))
      return { questionId: row.id, value: null, rows: [{ id: 'r1', values: {} }] };
    return { questionId: row.id, value: option ? option.id : 0, rows: [] };
  });
}

export async function makeReadyForCertification(
  t: TestApp,
  organisation: { id: number; owner: number; type: OrganisationType },
  year: number,
) {
  const db = t.db.db;
  const { id: organisationId, owner: ownerId } = organisation;
  const [annual] = await db
    .select({ id: questionSets.id })
    .from(questionSets)
    .where(and(eq(questionSets.kind, 'ANNUAL_DATA'), eq(questionSets.organisationType, organisation.type)));
  const yearSet = await answerSetId(db, organisationId, annual!.id, year);
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: await t.authHeader(ownerId) })).json().data;

  for (let round = 0; round < 5; round++) {
    const footprint = await get(`/api/insights/organisation/${organisationId}/footprint?year=${year}`);
    const missing = (footprint.missing as Link[]).map((link) => link.questionId);
    if (missing.length === 0) break;
    for (const entry of await valuesFor(db, missing)) {
      await db
        .insert(answers)
        .values({
          answerSetId: yearSet,
          questionId: entry.questionId,
          complete: true,
          value: entry.value,
          rows: entry.rows,
        })
        .onConflictDoUpdate({
          target: [answers.answerSetId, answers.questionId],
          set: { complete: true, value: entry.value, rows: entry.rows },
        });
    }
  }
  const readiness = await get(`/api/insights/organisation/${organisationId}/readiness`);
  for (const section of readiness.sections as { kind: string; missing: Link[]; savedForLater: Link[] }[]) {
    for (const link of [...section.missing, ...section.savedForLater]) {
      const setId = await answerSetId(
        db,
        organisationId,
        link.questionSetId,
        section.kind === 'ANNUAL_DATA' ? year : null,
      );
      await db
        .insert(answers)
        .values({ answerSetId: setId, questionId: link.questionId, complete: true, savelater: false })
        .onConflictDoUpdate({
          target: [answers.answerSetId, answers.questionId],
          set: { complete: true, savelater: false },
        });
    }
  }
}
