// Demo data: the example maintenance notice, the demo facility and tournament, and the demo
// facility's answer sets. Inserted once and then left alone, so edits made in the app survive restarts.
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  answerSets,
  answers,
  courses,
  facilityDetails,
  maintenanceNotices,
  notes,
  organisations,
  questionSets,
} from '../db/schema/index.ts';
import { inChunks, syncIdentity } from './batch.ts';
import type { FixtureSource } from './fixture-source.ts';

/** Example maintenance notices (inactive in the fixture). */
export async function seedMaintenance(db: Executor, fixtures: FixtureSource): Promise<void> {
  const notices = fixtures.maintenance();
  if (notices.length === 0) return;
  await db
    .insert(maintenanceNotices)
    .values(notices.map((notice) => ({ ...notice, createdAt: new Date(notice.createdAt) })))
    .onConflictDoNothing();
  await syncIdentity(db, maintenanceNotices);
}

/** The demo organisations with facility details and courses; an existing id is left untouched. */
export async function seedOrganisations(
  db: Executor,
  fixtures: FixtureSource,
  countryIds: Map<string, number>,
): Promise<void> {
  const fixtureOrganisations = fixtures.organisations();
  if (fixtureOrganisations.length === 0) return;
  const inserted = await db
    .insert(organisations)
    .values(
      fixtureOrganisations.map(({ details: _details, courses: _courses, country, ...organisation }) => ({
        ...organisation,
        countryId: country === null ? null : (countryIds.get(country) ?? null),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: organisations.id });
  const fresh = new Set(inserted.map((row) => row.id));
  for (const organisation of fixtureOrganisations) {
    if (!fresh.has(organisation.id)) continue;
    if (organisation.details) {
      await db
        .insert(facilityDetails)
        .values({ organisationId: organisation.id, ...organisation.details })
        .onConflictDoNothing();
    }
    if (organisation.courses.length > 0) {
      await db.insert(courses).values(
        organisation.courses.map((course, index) => ({
          ...course,
          organisationId: organisation.id,
          sortOrder: index,
        })),
      );
    }
  }
  await syncIdentity(db, organisations);
}

/**
 * The demo answer sets with their answers and notes. A set is skipped when its organisation or
 * question set is missing, or when that organisation already has a set for the same year.
 */
export async function seedAnswerSets(db: Executor, fixtures: FixtureSource): Promise<void> {
  const sets = fixtures.answerSets();
  if (sets.length === 0) return;
  const organisationIds = new Set(
    (
      await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(
          inArray(
            organisations.id,
            sets.map((set) => set.organisationId),
          ),
        )
    ).map((row) => row.id),
  );
  const questionSetIds = new Set(
    (
      await db
        .select({ id: questionSets.id })
        .from(questionSets)
        .where(
          inArray(
            questionSets.id,
            sets.map((set) => set.questionSetId),
          ),
        )
    ).map((row) => row.id),
  );
  for (const set of sets) {
    if (!organisationIds.has(set.organisationId) || !questionSetIds.has(set.questionSetId)) continue;
    const [created] = await db
      .insert(answerSets)
      .values({
        id: set.id,
        organisationId: set.organisationId,
        questionSetId: set.questionSetId,
        year: set.year,
        complete: set.complete,
      })
      .onConflictDoNothing()
      .returning({ id: answerSets.id });
    if (!created) continue;
    const entries = Object.entries(set.answers);
    const answerRows = entries.map(([questionId, answer]) => ({
      answerSetId: created.id,
      questionId: Number(questionId),
      complete: answer.complete,
      savelater: answer.savelater,
      value: answer.value,
      unitSystem: answer.unitMeasurementType,
      nestedValues: answer.nestedValues ?? {},
      facilityAddedAnswers: answer.facilityAddedAnswers ?? [],
      rows: answer.rows ?? [],
    }));
    const answerIds = new Map<number, number>();
    await inChunks(answerRows, async (chunk) => {
      const rows = await db
        .insert(answers)
        .values(chunk)
        .returning({ id: answers.id, questionId: answers.questionId });
      for (const row of rows) answerIds.set(row.questionId, row.id);
    });
    const noteRows = entries.flatMap(([questionId, answer]) =>
      (answer.notes ?? []).map((note) => ({
        answerId: answerIds.get(Number(questionId))!,
        questionId: Number(questionId),
        value: note.value,
        createdAt: new Date(note.createDate),
        updatedAt: new Date(note.createDate),
      })),
    );
    await inChunks(noteRows, (chunk) => db.insert(notes).values(chunk));
  }
  await syncIdentity(db, answerSets);
}
