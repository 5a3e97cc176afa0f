import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  countries,
  courses,
  facilityDetails,
  organisations,
  storedFiles,
  type OrganisationType,
} from '../../db/schema/index.ts';

export type OrganisationValues = Partial<typeof organisations.$inferInsert>;
export type FacilityDetailsRow = typeof facilityDetails.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type NewCourse = Omit<typeof courses.$inferInsert, 'id' | 'organisationId'>;

/** Whether another organisation of the type has the title, ignoring case (the unique index's rule). */
export async function isTitleTakenByAnother(
  db: Executor,
  type: OrganisationType,
  title: string,
  organisationId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        eq(organisations.type, type),
        sql`lower(${organisations.title}) = lower(${title})`,
        ne(organisations.id, organisationId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function countryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return row !== undefined;
}

export async function updateOrganisation(db: Executor, id: number, values: OrganisationValues) {
  const [row] = await db
    .update(organisations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organisations.id, id))
    .returning();
  return row;
}

/** The organisation's image columns, locked: two uploads at once must not both keep a file. */
export async function lockImageIds(db: Executor, id: number) {
  const [row] = await db
    .select({ logoFileId: organisations.logoFileId, imageFileId: organisations.imageFileId })
    .from(organisations)
    .where(eq(organisations.id, id))
    .for('update');
  return row;
}

/** The unit system the organisation's figures are typed in (areas in ha or acres). */
export async function findMeasurementUnit(db: Executor, organisationId: number) {
  const [row] = await db
    .select({ measurementUnit: organisations.measurementUnit })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row?.measurementUnit ?? 'metric';
}

export async function findFacilityDetails(db: Executor, organisationId: number) {
  const [row] = await db
    .select()
    .from(facilityDetails)
    .where(eq(facilityDetails.organisationId, organisationId));
  return row;
}

export async function upsertFacilityDetails(
  db: Executor,
  values: Omit<typeof facilityDetails.$inferInsert, 'updatedAt'>,
): Promise<void> {
  const { organisationId: _key, ...changes } = values;
  await db
    .insert(facilityDetails)
    .values(values)
    .onConflictDoUpdate({
      target: facilityDetails.organisationId,
      set: { ...changes, updatedAt: new Date() },
    });
}

export function findCourses(db: Executor, organisationId: number): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(eq(courses.organisationId, organisationId))
    .orderBy(asc(courses.sortOrder), asc(courses.id));
}

/** The ids among `ids` that are courses of the organisation. */
export async function ownCourseIds(
  db: Executor,
  organisationId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.organisationId, organisationId), inArray(courses.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Removes the organisation's courses that are not in `keep`. */
export async function deleteOtherCourses(db: Executor, organisationId: number, keep: number[]) {
  await db
    .delete(courses)
    .where(
      keep.length > 0
        ? and(eq(courses.organisationId, organisationId), notInArray(courses.id, keep))
        : eq(courses.organisationId, organisationId),
    );
}

export async function updateCourse(db: Executor, organisationId: number, id: number, values: NewCourse) {
  await db
    .update(courses)
    .set(values)
    .where(and(eq(courses.id, id), eq(courses.organisationId, organisationId)));
}

export async function insertCourse(db: Executor, organisationId: number, values: NewCourse) {
  await db.insert(courses).values({ ...values, organisationId });
}

export async function setImage(db: Executor, id: number, kind: 'logo' | 'profile', fileId: number) {
  await db
    .update(organisations)
    .set(kind === 'logo' ? { logoFileId: fileId } : { imageFileId: fileId })
    .where(eq(organisations.id, id));
}

/** A file that is some organisation's current logo or profile image. */
export async function findOrganisationImage(db: Executor, kind: 'logo' | 'profile', fileId: number) {
  const column = kind === 'logo' ? organisations.logoFileId : organisations.imageFileId;
  const [row] = await db
    .select({
      mimeType: storedFiles.mimeType,
      sha256: storedFiles.sha256,
      data: storedFiles.data,
      storageKey: storedFiles.storageKey,
    })
    .from(storedFiles)
    .innerJoin(organisations, eq(column, storedFiles.id))
    .where(eq(storedFiles.id, fileId))
    .limit(1);
  return row;
}
