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
  figureSources,
  organisations,
  questionSets,
  type FigureSourceValues,
} from '../../db/schema/index.ts';
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

/**
 * The stored figures of an answer set when they are current, else null: computed from the set's
 * version it has now and from the same facts. Compared in the database, so whichever server saved
 * the answers, every server sees the same answer (docs/programme-console.md#figures).
 */
const currentFigures = (facts: SQL<string>) =>
  sql<FigureSourceValues | string | null>`case when ${figureSources.version} = ${answerSets.version}
    and ${figureSources.facts} = ${facts} then ${figureSources.figures} end`;

/**
 * What a review's progress depends on besides its answers: the question set's content and the
 * rules (`rules`, the calculation's version), written by the database the same way each time.
 */
const reviewFacts = (rules: string) =>
  sql<string>`json_build_array(${questionSets.contentHash}, ${rules}::text)::text`;

/** The best-practice answer sets of the organisations in scope, with their stored figures when current. */
export async function findReviewSets(db: Executor, scope: FiguresScope, rules: string, ids?: number[]) {
  const facts = reviewFacts(rules);
  const rows = await db
    .select({
      id: answerSets.id,
      organisationId: answerSets.organisationId,
      questionSetId: answerSets.questionSetId,
      version: answerSets.version,
      facts,
      cached: currentFigures(facts),
    })
    .from(answerSets)
    .innerJoin(questionSets, eq(questionSets.id, answerSets.questionSetId))
    .innerJoin(organisations, eq(organisations.id, answerSets.organisationId))
    .leftJoin(countries, eq(countries.id, organisations.countryId))
    .leftJoin(figureSources, eq(figureSources.answerSetId, answerSets.id))
    .where(
      and(
        inScope(scope),
        eq(questionSets.kind, 'BEST_PRACTICE'),
        ...(ids ? [inArray(organisations.id, ids)] : []),
      ),
    );
  return rows.map((row) => ({ ...row, cached: parsed(row.cached) }));
}

/** jsonb as the driver hands it over: parsed by node-postgres, a string in some PGlite paths. */
function parsed(value: FigureSourceValues | string | null): FigureSourceValues | null {
  return typeof value === 'string' ? (JSON.parse(value) as FigureSourceValues) : value;
}

/**
 * The annual-data years of the organisations in scope, each with the organisation's facts as the
 * insights read them (findOrganisationFacts), so its footprint is the one the club sees.
 */
export async function findYearSets(db: Executor, scope: FiguresScope, rules: string, ids?: number[]) {
  // Everything footprintOf and the completeness read besides the answers (OrganisationFacts).
  const facts = sql<string>`json_build_array(${organisations.type}, ${countries.code}, ${organisations.measurementUnit},
    ${facilityDetails.totalArea}, ${holes}, ${questionSets.contentHash}, ${rules}::text)::text`;
  const rows = await db
    .select({
      id: answerSets.id,
      organisationId: answerSets.organisationId,
      questionSetId: answerSets.questionSetId,
      year: answerSets.year,
      version: answerSets.version,
      sourceFacts: facts,
      cached: currentFigures(facts),
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
    .leftJoin(figureSources, eq(figureSources.answerSetId, answerSets.id))
    .where(
      and(
        inScope(scope),
        eq(questionSets.kind, 'ANNUAL_DATA'),
        isNotNull(answerSets.year),
        ...(ids ? [inArray(organisations.id, ids)] : []),
      ),
    );
  return rows.map(({ id, organisationId, questionSetId, year, version, sourceFacts, cached, ...facts }) => ({
    id,
    organisationId,
    questionSetId,
    year: year!,
    version,
    sourceFacts,
    cached: parsed(cached),
    facts: facts satisfies OrganisationFacts,
  }));
}

export type YearSetRow = Awaited<ReturnType<typeof findYearSets>>[number];

/**
 * Stores what answer sets add to the figures, replacing what was there. Two servers computing the
 * same set at once write the same values; one computed from an older version is simply stale
 * and computed again on the next read.
 */
export async function storeFigureSources(
  db: Executor,
  rows: { answerSetId: number; version: number; facts: string; figures: FigureSourceValues }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(figureSources)
    .values(rows)
    .onConflictDoUpdate({
      target: figureSources.answerSetId,
      set: {
        version: sql`excluded.version`,
        facts: sql`excluded.facts`,
        figures: sql`excluded.figures`,
        computedAt: sql`now()`,
      },
    });
}
