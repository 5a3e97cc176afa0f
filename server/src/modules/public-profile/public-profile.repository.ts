// What the public pages and the club's public-profile settings read and write: queries only
// (docs/public-recognition.md#what-is-stored).
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  isNotNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  certificationCases,
  certificationFindings,
  countries,
  organisations,
  publicProfiles,
  verifiers,
  type CaseStateName,
} from '../../db/schema/index.ts';

export type PublicProfileRow = typeof publicProfiles.$inferSelect;
export type PublicProfileValues = Partial<
  Pick<PublicProfileRow, 'showFootprint' | 'showHighlights' | 'showInProcess' | 'highlights'>
>;

const FINISHED: CaseStateName[] = ['certified', 'not-certified', 'withdrawn'];

const openCase = exists(
  sql`(select 1 from ${certificationCases} where ${certificationCases.organisationId} = ${organisations.id} and ${notInArray(certificationCases.state, FINISHED)})`,
);
const everCertified = exists(
  sql`(select 1 from ${certificationCases} where ${certificationCases.organisationId} = ${organisations.id} and ${certificationCases.state} = 'certified')`,
);

export async function findProfile(
  db: Executor,
  organisationId: number,
): Promise<PublicProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(publicProfiles)
    .where(eq(publicProfiles.organisationId, organisationId));
  return row;
}

/** The organisation's slug with its certificate's flag and last day; undefined before its profile row exists. */
export async function findCertifiedProfile(db: Executor, organisationId: number) {
  const [row] = await db
    .select({
      slug: publicProfiles.slug,
      certified: organisations.certified,
      certifiedUntil: organisations.certifiedUntil,
    })
    .from(publicProfiles)
    .innerJoin(organisations, eq(organisations.id, publicProfiles.organisationId))
    .where(eq(publicProfiles.organisationId, organisationId));
  return row;
}

export async function findTitle(db: Executor, organisationId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ title: organisations.title })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row?.title;
}

/** Makes the organisation's row with `slug`; false when the slug is taken (the row's own or another's). */
export async function insertProfile(db: Executor, organisationId: number, slug: string): Promise<boolean> {
  const inserted = await db
    .insert(publicProfiles)
    .values({ organisationId, slug })
    .onConflictDoNothing()
    .returning({ id: publicProfiles.organisationId });
  return inserted.length > 0;
}

export async function updateProfile(
  db: Executor,
  organisationId: number,
  values: PublicProfileValues,
): Promise<PublicProfileRow | undefined> {
  const [row] = await db
    .update(publicProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(publicProfiles.organisationId, organisationId))
    .returning();
  return row;
}

const bySlug = (db: Executor) =>
  db
    .select({
      id: organisations.id,
      type: organisations.type,
      title: organisations.title,
      countryCode: countries.code,
      countryTitle: countries.title,
      imageFileId: organisations.imageFileId,
      certified: organisations.certified,
      certifiedUntil: organisations.certifiedUntil,
      slug: publicProfiles.slug,
      showFootprint: publicProfiles.showFootprint,
      showHighlights: publicProfiles.showHighlights,
      showInProcess: publicProfiles.showInProcess,
      highlights: publicProfiles.highlights,
      updatedAt: publicProfiles.updatedAt,
      openCase: sql<boolean>`${openCase}`,
      everCertified: sql<boolean>`${everCertified}`,
    })
    .from(publicProfiles)
    .innerJoin(organisations, eq(organisations.id, publicProfiles.organisationId))
    .leftJoin(countries, eq(countries.id, organisations.countryId))
    .where(eq(publicProfiles.slug, sql.placeholder('slug')))
    .prepare('public_profile_by_slug');

/** What a badge needs and no more: its standing's inputs and the name (docs/public-recognition.md#behaviour). */
const badgeBySlug = (db: Executor) =>
  db
    .select({
      title: organisations.title,
      certified: organisations.certified,
      certifiedUntil: organisations.certifiedUntil,
      slug: publicProfiles.slug,
      showInProcess: publicProfiles.showInProcess,
      openCase: sql<boolean>`${openCase}`,
      everCertified: sql<boolean>`${everCertified}`,
    })
    .from(publicProfiles)
    .innerJoin(organisations, eq(organisations.id, publicProfiles.organisationId))
    .where(eq(publicProfiles.slug, sql.placeholder('slug')))
    .prepare('public_badge_by_slug');

// Built once a database: badges ask per request, and building a query cost more than running it.
const preparedBySlug = new WeakMap<Executor, ReturnType<typeof bySlug>>();
const preparedBadges = new WeakMap<Executor, ReturnType<typeof badgeBySlug>>();

/** What every public page needs of an organisation, by its slug, in one indexed query. */
export async function findBySlug(db: Executor, slug: string) {
  let prepared = preparedBySlug.get(db);
  if (!prepared) preparedBySlug.set(db, (prepared = bySlug(db)));
  const [row] = await prepared.execute({ slug });
  return row;
}

/**
 * A badge's row by slug: the profile's query without the country, the image, the highlights and the
 * switches a badge never shows. Badges are asked for on every view of every page that embeds one,
 * and the columns left out were half of what the embedded database did for each.
 */
export async function findBadgeBySlug(db: Executor, slug: string) {
  let prepared = preparedBadges.get(db);
  if (!prepared) preparedBadges.set(db, (prepared = badgeBySlug(db)));
  const [row] = await prepared.execute({ slug });
  return row;
}

export type PublicOrganisationRow = NonNullable<Awaited<ReturnType<typeof findBySlug>>>;

export type DirectoryState = 'certified' | 'renewal-due' | 'in-process';

export interface DirectoryQuery {
  name?: string;
  countryCode?: string;
  state?: DirectoryState;
  today: string;
  /** The day six months on: a certificate ending before it is due for renewal. */
  renewalFrom: string;
  limit: number;
  offset: number;
}

/**
 * Who the directory may list (docs/public-recognition.md#privacy): a certificate that still
 * holds, or a case under way of a club that chose to show it. Never anyone else.
 */
function directoryConditions(query: DirectoryQuery): SQL[] {
  const valid = and(
    eq(organisations.certified, true),
    sql`${organisations.certifiedUntil} >= ${query.today}`,
  )!;
  const inProcess = and(eq(publicProfiles.showInProcess, true), openCase, sql`not (${valid})`)!;
  const states: Record<DirectoryState, SQL> = {
    certified: and(valid, sql`${organisations.certifiedUntil} >= ${query.renewalFrom}`)!,
    'renewal-due': and(valid, sql`${organisations.certifiedUntil} < ${query.renewalFrom}`)!,
    'in-process': inProcess,
  };
  const conditions: SQL[] = [query.state ? states[query.state] : or(valid, inProcess)!];
  if (query.name) conditions.push(ilike(organisations.title, `%${query.name.replace(/[\\%_]/g, '\\$&')}%`));
  if (query.countryCode) conditions.push(eq(countries.code, query.countryCode));
  return conditions;
}

/** The organisations the public pages may list, with their country. */
const listed = (db: Executor) =>
  db
    .select({
      slug: publicProfiles.slug,
      title: organisations.title,
      type: organisations.type,
      countryCode: countries.code,
      countryTitle: countries.title,
      certified: organisations.certified,
      certifiedUntil: organisations.certifiedUntil,
      showInProcess: publicProfiles.showInProcess,
      openCase: sql<boolean>`${openCase}`,
      updatedAt: publicProfiles.updatedAt,
    })
    .from(publicProfiles)
    .innerJoin(organisations, eq(organisations.id, publicProfiles.organisationId))
    .leftJoin(countries, eq(countries.id, organisations.countryId));

/** One page of the directory, sorted by name, and how many match in all. */
export async function findDirectory(db: Executor, query: DirectoryQuery) {
  const where = and(...directoryConditions(query));
  const [rows, [total]] = await Promise.all([
    listed(db)
      .where(where)
      .orderBy(asc(sql`lower(${organisations.title})`), asc(organisations.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(publicProfiles)
      .innerJoin(organisations, eq(organisations.id, publicProfiles.organisationId))
      .leftJoin(countries, eq(countries.id, organisations.countryId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The countries of every organisation the directory may list, for its filter. */
export async function findDirectoryCountries(
  db: Executor,
  query: Pick<DirectoryQuery, 'today' | 'renewalFrom'>,
) {
  return db
    .selectDistinct({ code: countries.code, title: countries.title })
    .from(publicProfiles)
    .innerJoin(organisations, eq(organisations.id, publicProfiles.organisationId))
    .innerJoin(countries, eq(countries.id, organisations.countryId))
    .where(and(...directoryConditions({ ...query, limit: 0, offset: 0 })))
    .orderBy(asc(countries.title));
}

/** Every profile the sitemap lists: the same organisations the directory may list. */
export async function findListedSlugs(db: Executor, query: Pick<DirectoryQuery, 'today' | 'renewalFrom'>) {
  return listed(db)
    .where(and(...directoryConditions({ ...query, limit: 0, offset: 0 })))
    .orderBy(asc(publicProfiles.slug));
}

/** The organisation's newest certified case with its verifier's company (never the verifier's name). */
export async function findLastCertifiedCase(db: Executor, organisationId: number) {
  const [row] = await db
    .select({
      id: certificationCases.id,
      decidedAt: certificationCases.decidedAt,
      validUntil: certificationCases.validUntil,
      company: verifiers.company,
    })
    .from(certificationCases)
    .leftJoin(verifiers, eq(verifiers.id, certificationCases.verifierId))
    .where(
      and(eq(certificationCases.organisationId, organisationId), eq(certificationCases.state, 'certified')),
    )
    .orderBy(desc(certificationCases.decidedAt), desc(certificationCases.id))
    .limit(1);
  return row;
}

/** The findings of a case: the published summary's text, kind, practice and whether closed. */
export async function findFindings(db: Executor, caseId: number) {
  return db
    .select({
      questionSetId: certificationFindings.questionSetId,
      kind: certificationFindings.kind,
      text: certificationFindings.text,
      dueDate: certificationFindings.dueDate,
      closed: isNotNull(certificationFindings.closedAt),
    })
    .from(certificationFindings)
    .where(eq(certificationFindings.caseId, caseId))
    .orderBy(asc(certificationFindings.questionSetId), asc(certificationFindings.id));
}

/** A certificate by its code, with whose it is and whether the organisation still holds it. */
export async function findCertificate(db: Executor, code: string) {
  const [row] = await db
    .select({
      validUntil: certificationCases.validUntil,
      decidedAt: certificationCases.decidedAt,
      title: organisations.title,
      type: organisations.type,
      countryCode: countries.code,
      countryTitle: countries.title,
      organisationCertified: organisations.certified,
      organisationCertifiedUntil: organisations.certifiedUntil,
      slug: publicProfiles.slug,
    })
    .from(certificationCases)
    .innerJoin(organisations, eq(organisations.id, certificationCases.organisationId))
    .leftJoin(countries, eq(countries.id, organisations.countryId))
    .leftJoin(publicProfiles, eq(publicProfiles.organisationId, organisations.id))
    .where(and(eq(certificationCases.certificateCode, code), eq(certificationCases.state, 'certified')));
  return row;
}
