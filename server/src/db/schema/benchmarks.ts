// Benchmark sources and values and reduction targets, owned by the benchmarks module.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { organisations } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { answerSets } from './reviews.ts';

/**
 * What an annual-data year contributes to peer benchmarks, computed by the engine when it is first
 * needed after a change (docs/benchmarks-and-targets.md#computing): the answer set's version and
 * the organisation facts it was computed from tell whether it is still current, so saving answers
 * does no benchmark work at all.
 */
export const benchmarkSources = pgTable(
  'benchmark_sources',
  {
    answerSetId: integer('answer_set_id')
      .primaryKey()
      .references(() => answerSets.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** The answer set's version the values were computed from. */
    version: integer('version').notNull(),
    /**
     * The organisation's country, units, area and holes and the rules' versions they were computed
     * with, as the database writes them (benchmarks.repository.ts findStaleYearSources).
     */
    facts: text('facts').notNull(),
    /** Only complete years count (the engine's progress at 100). */
    complete: boolean('complete').notNull(),
    countryCode: text('country_code'),
    /** UN M49 sub-region code of the country (fixtures/regions.json). */
    region: text('region'),
    sizeBand: text('size_band'),
    computedAt: createdAt(),
  },
  (t) => [
    index('benchmark_sources_year_idx').on(t.year, t.sizeBand),
    index('benchmark_sources_organisation_idx').on(t.organisationId),
  ],
);

/** One benchmarked figure of a year, per hole or per hectare, in metric units. */
export const benchmarkValues = pgTable(
  'benchmark_values',
  {
    answerSetId: integer('answer_set_id')
      .notNull()
      .references(() => benchmarkSources.answerSetId, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    basis: text('basis').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.answerSetId, t.metric, t.basis] }),
    index('benchmark_values_metric_idx').on(t.metric, t.basis),
  ],
);

export type TargetKindName = 'percentage' | 'annualRate';

/** A reduction target an organisation set for its footprint or an annual metric (docs/benchmarks-and-targets.md#targets). */
export const reductionTargets = pgTable(
  'reduction_targets',
  {
    id: id(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    kind: text('kind').$type<TargetKindName>().notNull(),
    baseYear: integer('base_year').notNull(),
    targetYear: integer('target_year').notNull(),
    percent: doublePrecision('percent').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('reduction_targets_organisation_metric_unique').on(t.organisationId, t.metric)],
);
