import { createHash } from 'node:crypto';
import {
  benchmarkValues,
  comparisonScope,
  contributedBenchmarkValues,
  convert,
  sizeBand,
  type Answer,
  type AnswerMap,
  type BenchmarkInput,
  type ComparisonScope,
  type UnitSystem,
} from '@oncourse/engine';
import { emissionFactorData, loadRegions } from '@oncourse/fixtures';
import type { Schemas } from '@oncourse/openapi';
import type { DataContext, OrganisationAccess } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { findYearAnswers, organisationFacts } from '../insights/insights.service.ts';
import * as answers from '../reviews/index.ts';
import { isComplete } from '../reviews/answers.service.ts';
import { organisationSets, questionSetsOfType } from '../reviews/progress.service.ts';
import type { CachedQuestionSet } from '../reviews/question-set-cache.ts';
import { presentBenchmarks, type PeerGroups } from './benchmarks.presenter.ts';
import * as repository from './benchmarks.repository.ts';

// Peer benchmarks (docs/benchmarks-and-targets.md). The engine reads each facility's figures from
// its answers (the same rules as its own charts and footprint); the database keeps them per answer
// set and computes the quartiles. Nothing happens when answers are saved: the stored figures name
// the answer set's version they were computed from, and the next benchmark read recomputes those
// whose set has moved on.

/**
 * Answer sets recomputed per round trip. On the embedded database each statement holds the one
 * connection every other request waits for: 25 sets keep each read and write to tens of
 * milliseconds, where 100 held it for 150–250 ms (docs/benchmarks-and-targets.md#computing).
 */
const CHUNK = 25;

export const regionOf = (countryCode: string | null): string | null =>
  countryCode === null ? null : (loadRegions().countries[countryCode] ?? null);

/** The hectares of a facility's stated total area, typed in its unit system. */
export const hectaresOf = (totalArea: number | null, unitSystem: UnitSystem): number | null =>
  totalArea === null ? null : convert(totalArea, 'area', unitSystem, 'metric');

function inputOf(source: repository.YearSource, year: number, answerMap: AnswerMap): BenchmarkInput {
  return {
    answers: answerMap,
    year,
    country: source.countryCode ?? '*',
    unitSystem: source.measurementUnit,
    holes: source.holes,
    hectares: hectaresOf(source.totalArea, source.measurementUnit),
  };
}

let rules: string | undefined;
/**
 * What the stored figures depend on besides the answers and the organisation's facts: the emission
 * factors' version and the regions a country belongs to (fixtures/regions.json). A release that
 * changes either recomputes every year on its next read.
 */
function rulesVersion(): string {
  rules ??= JSON.stringify([
    // Figures are stored per metric whose answers are complete (not only for complete years).
    'complete-metrics',
    emissionFactorData().version,
    createHash('sha256').update(JSON.stringify(loadRegions().countries)).digest('hex').slice(0, 16),
  ]);
  return rules;
}

/**
 * Brings the stored figures of one year up to date: every answer set whose version or facts
 * changed since they were computed is read again (the year's completeness by the engine's progress, figures
 * of each complete metric by `contributedBenchmarkValues`). Unchanged sets cost nothing but their part of one query's scan.
 */
export async function refreshYear(
  ctx: DataContext,
  annualData: CachedQuestionSet,
  year: number,
): Promise<void> {
  const stale = await repository.findStaleYearSources(ctx.db, annualData.set.id, year, rulesVersion());
  const factors = emissionFactorData();
  for (let start = 0; start < stale.length; start += CHUNK) {
    const chunk = stale.slice(start, start + CHUNK);
    // The figures come from the answers alone: their notes would be a second, larger read.
    const loaded = await answers.loadAnswers(
      ctx.db,
      chunk.map((source) => source.answerSetId),
      { notes: false },
    );
    const computed = chunk.map((source): repository.ComputedSource => {
      const answerMap = (loaded.get(source.answerSetId) ?? {}) as AnswerMap;
      const complete = isComplete(annualData.set, answerMap as Record<string, Answer>);
      // Each metric whose answers are complete counts, whether or not the whole year is: an open
      // waste question does not hold back the year's electricity and water.
      const values = contributedBenchmarkValues(inputOf(source, year, answerMap), factors).flatMap((value) =>
        (['perHole', 'perHectare'] as const).flatMap((basis) => {
          const figure = value[basis];
          return figure === null ? [] : [{ metric: value.metric, basis, value: figure }];
        }),
      );
      return {
        answerSetId: source.answerSetId,
        organisationId: source.organisationId,
        year,
        version: source.version,
        facts: source.facts,
        complete,
        countryCode: source.countryCode,
        region: regionOf(source.countryCode),
        sizeBand: sizeBand(source.holes),
        values,
      };
    });
    await ctx.db.transaction((tx) => repository.replaceSources(tx, computed));
  }
}

/**
 * Brings the stored figures of every answered year up to date, so the first reader after many
 * facilities arrive at once (the demo's peers) does not wait for their computing.
 */
export async function refreshAllYears(ctx: DataContext): Promise<void> {
  const { annualData } = await questionSetsOfType(ctx, 'FACILITY');
  if (!annualData) return;
  for (const year of await repository.findAnsweredYears(ctx.db, annualData.set.id))
    await refreshYear(ctx, annualData, year);
}

/**
 * The year's figures beside its peers' (docs/benchmarks-and-targets.md#behaviour): the newest year without one, null while the
 * organisation has no annual data (or is a tournament: benchmarks compare facilities), 404 for a
 * named year without data.
 */
export async function benchmarks(
  ctx: DataContext,
  organisation: OrganisationAccess,
  year: number | undefined,
): Promise<Schemas['Benchmarks'] | null> {
  if (organisation.organisationType !== 'FACILITY') return null;
  const facts = await organisationFacts(ctx, organisation);
  const found = await findYearAnswers(ctx, organisation, year);
  if (!found) {
    if (year === undefined) return null;
    throw notFound(`There is no annual data for ${year}`, 'year');
  }
  const { annualData } = await organisationSets(ctx, organisation);
  const sharing = await repository.findSharing(ctx.db, organisation.organisationId);
  const band = sizeBand(facts.holes);
  const region = regionOf(facts.countryCode);
  const own = benchmarkValues(
    {
      answers: found.answers,
      year: found.year,
      country: facts.countryCode ?? '*',
      unitSystem: facts.measurementUnit,
      holes: facts.holes,
      hectares: hectaresOf(facts.totalArea, facts.measurementUnit),
    },
    emissionFactorData(),
  );
  const groups: PeerGroups = new Map();
  if (band !== null && annualData) {
    await refreshYear(ctx, annualData, found.year);
    const base = {
      year: found.year,
      organisationType: organisation.organisationType,
      sizeBand: band,
      demo: sharing.demo,
      excludeOrganisationId: organisation.organisationId,
    };
    const scopes: [ComparisonScope, repository.PeerQuery | null][] = [
      ['country', facts.countryCode === null ? null : { ...base, countryCode: facts.countryCode }],
      ['region', region === null ? null : { ...base, region }],
      ['all', base],
    ];
    const byScope = new Map<ComparisonScope, repository.PeerRow[]>();
    for (const [scope, query] of scopes)
      byScope.set(scope, query === null ? [] : await repository.peerQuartiles(ctx.db, query));
    const keys = new Set([...byScope.values()].flat().map((row) => `${row.metric}|${row.basis}`));
    for (const key of keys) {
      const rowIn = (scope: ComparisonScope) =>
        byScope.get(scope)!.find((row) => `${row.metric}|${row.basis}` === key);
      const scope = comparisonScope({
        country: rowIn('country')?.count ?? 0,
        region: rowIn('region')?.count ?? 0,
        all: rowIn('all')?.count ?? 0,
      });
      if (scope !== null) groups.set(key, { scope, row: rowIn(scope)! });
    }
  }
  return presentBenchmarks({
    year: found.year,
    unitSystem: facts.measurementUnit,
    contributing: !sharing.optOut,
    sizeBand: band,
    countryCode: facts.countryCode,
    region,
    own,
    groups,
  });
}

/**
 * Whether the organisation contributes to other facilities' figures, whether it was asked yet, and
 * whether the caller may answer (docs/benchmarks-and-targets.md#anonymity).
 */
export async function sharing(
  ctx: DataContext,
  organisation: OrganisationAccess,
): Promise<Schemas['BenchmarkSharingState']> {
  const found = await repository.findSharing(ctx.db, organisation.organisationId);
  return {
    contribute: !found.optOut,
    asked: found.answeredAt !== null,
    canChange: organisation.activities.includes('change-organisation-details') && !organisation.readOnly,
  };
}

/** Stores the answer, from the question at the first year or the profile's switch; it is not asked again. */
export async function updateSharing(
  ctx: DataContext,
  organisation: OrganisationAccess,
  body: Schemas['BenchmarkSharing'],
): Promise<Schemas['BenchmarkSharingState']> {
  await repository.updateSharing(ctx.db, organisation.organisationId, !body.contribute);
  return sharing(ctx, organisation);
}
