import {
  benchmarkScale,
  benchmarkValues,
  targetPath,
  targetProblems,
  targetProgress,
  type AnswerMap,
  type BenchmarkMetric,
  type TargetProgress,
} from '@oncourse/engine';
import { emissionFactorData } from '@oncourse/fixtures';
import type { Schemas } from '@oncourse/openapi';
import type { DataContext, OrganisationAccess } from '../../core/context.ts';
import { AppError, notFound, notUnique } from '../../core/errors.ts';
import { organisationFacts, type OrganisationFacts } from '../insights/insights.service.ts';
import * as answers from '../reviews/index.ts';
import { organisationSets } from '../reviews/progress.service.ts';
import { hectaresOf } from './benchmarks.service.ts';
import { presentTarget } from './benchmarks.presenter.ts';
import * as repository from './benchmarks.repository.ts';

// Reduction targets (docs/benchmarks-and-targets.md#targets): stored as the rule the organisation
// set; the path and each year's standing are the engine's, over the same yearly amounts the
// benchmarks and the footprint read, computed on every read so a saved answer moves them at once.

/** Each annual-data year's amount of every metric, in the organisation's units. */
async function yearlyAmounts(
  ctx: DataContext,
  organisation: OrganisationAccess,
  facts: OrganisationFacts,
): Promise<Map<number, Map<BenchmarkMetric, number>>> {
  const { annualData } = await organisationSets(ctx, organisation);
  const headers = annualData
    ? (await answers.findYearSets(ctx.db, organisation.organisationId, annualData.set.id)).filter(
        (header) => header.year !== null,
      )
    : [];
  const loaded = await answers.loadAnswers(
    ctx.db,
    headers.map((header) => header.id),
  );
  const factors = emissionFactorData();
  const byYear = new Map<number, Map<BenchmarkMetric, number>>();
  for (const header of headers) {
    const values = benchmarkValues(
      {
        answers: (loaded.get(header.id) ?? {}) as AnswerMap,
        year: header.year!,
        country: facts.countryCode ?? '*',
        unitSystem: facts.measurementUnit,
        holes: facts.holes,
        hectares: hectaresOf(facts.totalArea, facts.measurementUnit),
      },
      factors,
    );
    byYear.set(
      header.year!,
      new Map(
        values.map((value) => [
          value.metric,
          value.amount * benchmarkScale(value.metric, 'amount', facts.measurementUnit).factor,
        ]),
      ),
    );
  }
  return byYear;
}

function withStanding(
  row: repository.TargetRow,
  amounts: Map<number, Map<BenchmarkMetric, number>>,
  facts: OrganisationFacts,
): Schemas['ReductionTarget'] {
  const metric = row.metric as BenchmarkMetric;
  const { unit } = benchmarkScale(metric, 'amount', facts.measurementUnit);
  const baseValue = amounts.get(row.baseYear)?.get(metric) ?? null;
  if (baseValue === null) return presentTarget(row, unit, null, [], []);
  const years = [...amounts.keys()]
    .sort((a, b) => a - b)
    .flatMap((year): TargetProgress[] => {
      const actual = amounts.get(year)!.get(metric);
      const progress = actual === undefined ? null : targetProgress(row, baseValue, year, actual);
      return progress ? [progress] : [];
    });
  return presentTarget(row, unit, baseValue, targetPath(row, baseValue), years);
}

/** The organisation's targets, each with its path and every year's standing. */
export async function targets(
  ctx: DataContext,
  organisation: OrganisationAccess,
): Promise<Schemas['ReductionTarget'][]> {
  const facts = await organisationFacts(ctx, organisation);
  const rows = await repository.findTargets(ctx.db, organisation.organisationId);
  if (rows.length === 0) return [];
  const amounts = await yearlyAmounts(ctx, organisation, facts);
  return rows.map((row) => withStanding(row, amounts, facts));
}

const limits = { 104: 'BELOW_MIN_VALUE', 105: 'ABOVE_MAX_VALUE' } as const;

/** 422 with the catalogue code (104 below minimum, 105 above maximum) on the first field that breaks the rule. */
function checkRule(body: Schemas['ReductionTargetInput']): void {
  const [problem] = targetProblems(body);
  if (!problem) return;
  const message =
    problem.field === 'targetYear'
      ? 'The target year must come after the base year'
      : problem.code === 104
        ? 'The reduction must be more than 0 %'
        : 'The reduction cannot be more than 100 %';
  throw new AppError(422, limits[problem.code], message, problem.field);
}

async function standing(
  ctx: DataContext,
  organisation: OrganisationAccess,
  row: repository.TargetRow,
): Promise<Schemas['ReductionTarget']> {
  const facts = await organisationFacts(ctx, organisation);
  return withStanding(row, await yearlyAmounts(ctx, organisation, facts), facts);
}

export async function createTarget(
  ctx: DataContext,
  organisation: OrganisationAccess,
  body: Schemas['ReductionTargetInput'],
): Promise<Schemas['ReductionTarget']> {
  checkRule(body);
  const row = await repository.insertTarget(ctx.db, organisation.organisationId, body);
  if (!row) throw notUnique('metric', 'There is already a target for this figure');
  return standing(ctx, organisation, row);
}

export async function updateTarget(
  ctx: DataContext,
  organisation: OrganisationAccess,
  targetId: number,
  body: Schemas['ReductionTargetInput'],
): Promise<Schemas['ReductionTarget']> {
  checkRule(body);
  const other = await repository.findTargetByMetric(ctx.db, organisation.organisationId, body.metric);
  if (other && other.id !== targetId) throw notUnique('metric', 'There is already a target for this figure');
  const row = await repository.updateTarget(ctx.db, organisation.organisationId, targetId, body);
  if (!row) throw notFound('Target not found', 'targetId');
  return standing(ctx, organisation, row);
}

export async function deleteTarget(
  ctx: DataContext,
  organisation: OrganisationAccess,
  targetId: number,
): Promise<Schemas['Deleted']> {
  if (!(await repository.deleteTarget(ctx.db, organisation.organisationId, targetId)))
    throw notFound('Target not found', 'targetId');
  return { id: targetId };
}
