// The programme's figures (docs/programme-console.md#figures): queries only. Counts are SQL
// aggregates; what needs the engine (progress, footprints) is read row by row for the service.
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  answerSets,
  certificationCases,
  countries,
  courses,
  facilityDetails,
  organisations,
  questionSets,
} from '../../db/schema.ts';
import type { OrganisationFacts } from '../insights/insights.service.ts';

/** Which organisations the figures count (docs/programme-console.md#figures). */
export interface FiguresScope {
  /** The demo's organisations alone, or the real ones alone: they are never mixed. */
  demo: boolean;
  /** ISO codes the figures are restricted to (a federation's countries); null for every country. */
  countries: string[] | null;
  /** Only facilities that switched on sharing with their federation. */
  sharingOnly: boolean;
}

/** The organisations in `scope`, as a condition on `organisations` joined with `countries`. */
function inScope(scope: FiguresScope): SQL {
  const conditions: SQL[] = [eq(organisations.demo, scope.demo)];
  if (scope.countries !== null)
    conditions.push(scope.countries.length === 0 ? sql`false` : inArray(countries.code, scope.countries));
  if (scope.sharingOnly)
    conditions.push(eq(organisations.shareWithFederation, true), eq(organisations.type, 'FACILITY'));
  return and(...conditions)!;
}

const countryOrder = sql`${countries.code} asc nulls last`;
const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** Facilities and tournaments per country, and those with answers saved since `activeSince`. */
export async function countOrganisations(db: Executor, scope: FiguresScope, activeSince: Date) {
  const active = sql`exists (select 1 from ${answerSets} where ${answerSets.organisationId} = ${organisations.id} and ${answerSets.updatedAt} >= ${activeSince.toISOString()}::timestamptz)`;
  const facility = sql`${organisations.type} = 'FACILITY'`;
  const tournament = sql`${organisations.type} = 'TOURNAMENT'`;
  return db
    .select({
      countryCode: countries.code,
      facilities: count(facility),
      tournaments: count(tournament),
      activeFacilities: count(sql`${facility} and ${active}`),
      activeTournaments: count(sql`${tournament} and ${active}`),
    })
    .from(organisations)
    .leftJoin(countries, eq(countries.id, organisations.countryId))
    .where(inScope(scope))
    .groupBy(countries.code)
    .orderBy(countryOrder);
}

/** Per country, the organisations by the state of their newest case, and those certified on `today`. */
export async function countCertification(db: Executor, scope: FiguresScope, today: string) {
  const newest = sql<string | null>`(select ${certificationCases.state} from ${certificationCases}
    where ${certificationCases.organisationId} = ${organisations.id}
    order by ${certificationCases.createdAt} desc, ${certificationCases.id} desc limit 1)`;
  const rows = await db
    .select({
      countryCode: countries.code,
      state: newest,
      organisations: sql<number>`count(*)::int`,
      certifiedNow: count(
        sql`${organisations.certified} and ${organisations.certifiedUntil} >= ${today}::date`,
      ),
    })
    .from(organisations)
    .leftJoin(countries, eq(countries.id, organisations.countryId))
    .where(inScope(scope))
    .groupBy(countries.code, newest)
    .orderBy(countryOrder);
  return rows;
}

const holes = sql<
  number | null
>`(select sum(${courses.numberOfHoles})::int from ${courses} where ${courses.organisationId} = ${organisations.id})`;

/** Each organisation in scope with what its listing shows, by country and name. */
export async function findOrganisations(db: Executor, scope: FiguresScope, ids?: number[]) {
  return db
    .select({
      id: organisations.id,
      type: organisations.type,
      title: organisations.title,
      city: organisations.city,
      countryCode: countries.code,
      holes,
      certified: organisations.certified,
      certifiedUntil: organisations.certifiedUntil,
      caseState: sql<string | null>`(select ${certificationCases.state} from ${certificationCases}
        where ${certificationCases.organisationId} = ${organisations.id}
        order by ${certificationCases.createdAt} desc, ${certificationCases.id} desc limit 1)`,
    })
    .from(organisations)
    .leftJoin(countries, eq(countries.id, organisations.countryId))
    .where(ids ? and(inScope(scope), inArray(organisations.id, ids)) : inScope(scope))
    .orderBy(countryOrder, sql`lower(${organisations.title})`, organisations.id);
}

export type FiguresOrganisation = Awaited<ReturnType<typeof findOrganisations>>[number];

/** The best-practice answer sets of the organisations in scope (ids only: the answers come after). */
export async function findReviewSets(db: Executor, scope: FiguresScope, ids?: number[]) {
  return db
    .select({
      id: answerSets.id,
      organisationId: answerSets.organisationId,
      questionSetId: answerSets.questionSetId,
    })
    .from(answerSets)
    .innerJoin(questionSets, eq(questionSets.id, answerSets.questionSetId))
    .innerJoin(organisations, eq(organisations.id, answerSets.organisationId))
    .leftJoin(countries, eq(countries.id, organisations.countryId))
    .where(
      and(
        inScope(scope),
        eq(questionSets.kind, 'BEST_PRACTICE'),
        ...(ids ? [inArray(organisations.id, ids)] : []),
      ),
    );
}

/**
 * The annual-data years of the organisations in scope, each with the organisation's facts as the
 * insights read them (findOrganisationFacts), so its footprint is the one the club sees.
 */
export async function findYearSets(db: Executor, scope: FiguresScope, ids?: number[]) {
  const rows = await db
    .select({
      id: answerSets.id,
      organisationId: answerSets.organisationId,
      questionSetId: answerSets.questionSetId,
      year: answerSets.year,
      title: organisations.title,
      type: organisations.type,
      address1: organisations.address1,
      address2: organisations.address2,
      city: organisations.city,
      postZipCode: organisations.postZipCode,
      countryCode: countries.code,
      countryTitle: countries.title,
      measurementUnit: organisations.measurementUnit,
      currency: organisations.currency,
      totalArea: facilityDetails.totalArea,
      holes,
    })
    .from(answerSets)
    .innerJoin(questionSets, eq(questionSets.id, answerSets.questionSetId))
    .innerJoin(organisations, eq(organisations.id, answerSets.organisationId))
    .leftJoin(countries, eq(countries.id, organisations.countryId))
    .leftJoin(facilityDetails, eq(facilityDetails.organisationId, organisations.id))
    .where(
      and(
        inScope(scope),
        eq(questionSets.kind, 'ANNUAL_DATA'),
        isNotNull(answerSets.year),
        ...(ids ? [inArray(organisations.id, ids)] : []),
      ),
    );
  return rows.map(({ id, organisationId, questionSetId, year, ...facts }) => ({
    id,
    organisationId,
    questionSetId,
    year: year!,
    facts: facts satisfies OrganisationFacts,
  }));
}

export type YearSetRow = Awaited<ReturnType<typeof findYearSets>>[number];
