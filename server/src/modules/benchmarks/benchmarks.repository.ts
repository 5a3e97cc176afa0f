import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  answerSets,
  benchmarkSources,
  benchmarkValues,
  countries,
  courses,
  facilityDetails,
  organisations,
  reductionTargets,
  type OrganisationType,
  type TargetKindName,
} from '../../db/schema/index.ts';

/**
 * The answer sets of an annual-data question set and year whose stored benchmark values are out of
 * date or missing, with the organisation facts they depend on. Compared in the database, so a read
 * costs one query that returns nothing when nothing changed, however many facilities there are:
 * the set's version against the one the values were computed from, and the facts (country, unit
 * system, area, holes and `rules`, the factors' and regions' versions) as one text the database
 * writes the same way each time, which the caller stores with the values.
 */
export async function findStaleYearSources(db: Executor, questionSetId: number, year: number, rules: string) {
  const holes = sql<
    number | null
  >`(select sum(${courses.numberOfHoles})::int from ${courses} where ${courses.organisationId} = ${organisations.id})`;
  const facts = sql<string>`json_build_array(${countries.code}, ${organisations.measurementUnit}, ${facilityDetails.totalArea}, ${holes}, ${rules}::text)::text`;
  return db
    .select({
      answerSetId: answerSets.id,
      organisationId: answerSets.organisationId,
      version: answerSets.version,
      countryCode: countries.code,
      measurementUnit: organisations.measurementUnit,
      totalArea: facilityDetails.totalArea,
      holes,
      facts,
    })
    .from(answerSets)
    .innerJoin(organisations, eq(organisations.id, answerSets.organisationId))
    .leftJoin(countries, eq(countries.id, organisations.countryId))
    .leftJoin(facilityDetails, eq(facilityDetails.organisationId, organisations.id))
    .leftJoin(benchmarkSources, eq(benchmarkSources.answerSetId, answerSets.id))
    .where(
      and(
        eq(answerSets.questionSetId, questionSetId),
        eq(answerSets.year, year),
        sql`(${benchmarkSources.version} is distinct from ${answerSets.version} or ${benchmarkSources.facts} is distinct from ${facts})`,
      ),
    );
}

/** The years the annual-data question set has answers for, oldest first. */
export async function findAnsweredYears(db: Executor, questionSetId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: answerSets.year })
    .from(answerSets)
    .where(eq(answerSets.questionSetId, questionSetId))
    .orderBy(answerSets.year);
  return rows.flatMap((row) => (row.year === null ? [] : [row.year]));
}

export type YearSource = Awaited<ReturnType<typeof findStaleYearSources>>[number];

export interface ComputedSource {
  answerSetId: number;
  organisationId: number;
  year: number;
  version: number;
  facts: string;
  complete: boolean;
  countryCode: string | null;
  region: string | null;
  sizeBand: string | null;
  values: { metric: string; basis: string; value: number }[];
}

/**
 * Replaces what the given answer sets contribute (their source rows and all their values) in three
 * statements, whatever their number: on the embedded database every statement holds the one
 * connection other requests wait for (docs/benchmarks-and-targets.md#computing).
 */
export async function replaceSources(db: Executor, sources: readonly ComputedSource[]): Promise<void> {
  if (sources.length === 0) return;
  await db.delete(benchmarkSources).where(
    inArray(
      benchmarkSources.answerSetId,
      sources.map((source) => source.answerSetId),
    ),
  );
  await db
    .insert(benchmarkSources)
    .values(sources.map(({ values: _values, ...row }) => row))
    .onConflictDoNothing();
  const values = sources.flatMap((source) =>
    source.values.map((value) => ({ answerSetId: source.answerSetId, ...value })),
  );
  if (values.length > 0) await db.insert(benchmarkValues).values(values).onConflictDoNothing();
}

export interface PeerQuery {
  year: number;
  organisationType: OrganisationType;
  sizeBand: string;
  /** Demo organisations are compared only with each other. */
  demo: boolean;
  /** The facility asking: never its own peer. */
  excludeOrganisationId: number;
  /** Narrow to one country or one region; neither: all countries. */
  countryCode?: string;
  region?: string;
}

export interface PeerRow {
  metric: string;
  basis: string;
  count: number;
  lowerQuartile: number;
  median: number;
  upperQuartile: number;
}

/**
 * Quartiles of every metric and basis over the peer group, in the database. Only current values
 * count (the stored version still the answer set's; a set stores a value only for each metric whose
 * answers are complete), and only organisations that contribute. No minimum or maximum is ever selected.
 */
export async function peerQuartiles(db: Executor, query: PeerQuery): Promise<PeerRow[]> {
  const conditions: SQL[] = [
    eq(benchmarkSources.year, query.year),
    eq(benchmarkSources.sizeBand, query.sizeBand),
    eq(benchmarkSources.version, answerSets.version),
    eq(organisations.type, query.organisationType),
    eq(organisations.benchmarkOptOut, false),
    eq(organisations.demo, query.demo),
    ne(benchmarkSources.organisationId, query.excludeOrganisationId),
  ];
  if (query.countryCode !== undefined) conditions.push(eq(benchmarkSources.countryCode, query.countryCode));
  if (query.region !== undefined) conditions.push(eq(benchmarkSources.region, query.region));
  const rows = await db
    .select({
      metric: benchmarkValues.metric,
      basis: benchmarkValues.basis,
      count: sql<number>`count(distinct ${benchmarkSources.organisationId})::int`,
      lowerQuartile: sql<number>`percentile_cont(0.25) within group (order by ${benchmarkValues.value})`,
      median: sql<number>`percentile_cont(0.5) within group (order by ${benchmarkValues.value})`,
      upperQuartile: sql<number>`percentile_cont(0.75) within group (order by ${benchmarkValues.value})`,
    })
    .from(benchmarkValues)
    .innerJoin(benchmarkSources, eq(benchmarkSources.answerSetId, benchmarkValues.answerSetId))
    .innerJoin(answerSets, eq(answerSets.id, benchmarkSources.answerSetId))
    .innerJoin(organisations, eq(organisations.id, benchmarkSources.organisationId))
    .where(and(...conditions))
    .groupBy(benchmarkValues.metric, benchmarkValues.basis);
  // pg returns double precision aggregates as numbers, PGlite too; Number() covers a driver that does not.
  return rows.map((row) => ({
    ...row,
    count: Number(row.count),
    lowerQuartile: Number(row.lowerQuartile),
    median: Number(row.median),
    upperQuartile: Number(row.upperQuartile),
  }));
}

/**
 * Whether the organisation contributes to benchmarks, whether it answered the question, and
 * whether it is a demo organisation.
 */
export async function findSharing(db: Executor, organisationId: number) {
  const [row] = await db
    .select({
      optOut: organisations.benchmarkOptOut,
      answeredAt: organisations.benchmarkSharingAnsweredAt,
      demo: organisations.demo,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row ?? { optOut: false, answeredAt: null, demo: false };
}

/** Stores the answer, and when it was given: the question is asked once. */
export async function updateSharing(db: Executor, organisationId: number, optOut: boolean): Promise<void> {
  const now = new Date();
  await db
    .update(organisations)
    .set({ benchmarkOptOut: optOut, benchmarkSharingAnsweredAt: now, updatedAt: now })
    .where(eq(organisations.id, organisationId));
}

// ---------------------------------------------------------------- targets

export interface TargetFields {
  metric: string;
  kind: TargetKindName;
  baseYear: number;
  targetYear: number;
  percent: number;
}

const targetColumns = {
  id: reductionTargets.id,
  metric: reductionTargets.metric,
  kind: reductionTargets.kind,
  baseYear: reductionTargets.baseYear,
  targetYear: reductionTargets.targetYear,
  percent: reductionTargets.percent,
};

export type TargetRow = TargetFields & { id: number };

export async function findTargets(db: Executor, organisationId: number): Promise<TargetRow[]> {
  return db
    .select(targetColumns)
    .from(reductionTargets)
    .where(eq(reductionTargets.organisationId, organisationId))
    .orderBy(reductionTargets.id);
}

/** The new target, or null when the organisation already has one for the metric. */
export async function insertTarget(
  db: Executor,
  organisationId: number,
  fields: TargetFields,
): Promise<TargetRow | null> {
  const [row] = await db
    .insert(reductionTargets)
    .values({ organisationId, ...fields })
    .onConflictDoNothing()
    .returning(targetColumns);
  return row ?? null;
}

/** Scoped to the organisation: another organisation's id changes nothing and answers null. */
export async function updateTarget(
  db: Executor,
  organisationId: number,
  id: number,
  fields: TargetFields,
): Promise<TargetRow | null> {
  const [row] = await db
    .update(reductionTargets)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(reductionTargets.id, id), eq(reductionTargets.organisationId, organisationId)))
    .returning(targetColumns);
  return row ?? null;
}

export async function findTargetByMetric(db: Executor, organisationId: number, metric: string) {
  const [row] = await db
    .select({ id: reductionTargets.id })
    .from(reductionTargets)
    .where(and(eq(reductionTargets.organisationId, organisationId), eq(reductionTargets.metric, metric)));
  return row ?? null;
}

/** Scoped to the organisation; false when there was no such target of it. */
export async function deleteTarget(db: Executor, organisationId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(reductionTargets)
    .where(and(eq(reductionTargets.id, id), eq(reductionTargets.organisationId, organisationId)))
    .returning({ id: reductionTargets.id });
  return rows.length > 0;
}
