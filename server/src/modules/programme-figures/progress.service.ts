// Each organisation's progress, annual-data years and footprints as the club sees them, read for
// many organisations at once (docs/programme-console.md#figures): the engine's `progress` over
// the stored answer states, and the insights' `footprintOf` over each year's answers, so a
// figure staff or a federation reads is the one the club's own pages show. What an answer set
// adds is stored with its version (figure_sources), so a read computes only the sets saved since.
import { progress, type Answer, type AnswerMap } from '@oncourse/engine';
import { emissionFactorData } from '@oncourse/fixtures';
import type { DataContext } from '../../core/context.ts';
import type { FigureSourceValues } from '../../db/schema/index.ts';
import { footprintOf } from '../insights/insights.service.ts';
import * as answers from '../reviews/index.ts';
import { isComplete } from '../reviews/answers.service.ts';
import { questionSetsOfType } from '../reviews/progress.service.ts';
import * as repository from './figures.repository.ts';

/** Answer sets read per round trip: bounds memory however many organisations there are. */
const CHUNK = 200;

/**
 * The calculation's own version: raise it when a release changes how progress, completeness or a
 * footprint is computed, and every stored figure is computed again on its next read. The emission
 * factors' version is part of it, so new factors do the same by themselves.
 */
const FIGURE_RULES = 1;
let rules: string | undefined;
const rulesVersion = () => (rules ??= JSON.stringify([FIGURE_RULES, emissionFactorData().version]));

/** A year's footprint as the figures read it: final or not, and the totals and per hole of each method. */
export type YearFootprint = Omit<Extract<FigureSourceValues, { kind: 'year' }>, 'kind' | 'complete'>;

export interface OrganisationProgress {
  organisation: repository.FiguresOrganisation;
  /** The best-practice reviews of the organisation's type, started (above 0 %) and complete (100 %). */
  reviews: { total: number; started: number; complete: number; percent: number };
  /** Each annual-data year, newest first, with its footprint. */
  years: { year: number; complete: boolean; footprint: YearFootprint }[];
}

async function inChunks<T, R>(items: T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += CHUNK)
    out.push(...(await read(items.slice(start, start + CHUNK))));
  return out;
}

/** The progress of every organisation in `scope` (or of `ids` among them), by organisation id. */
export async function organisationProgress(
  ctx: DataContext,
  scope: repository.FiguresScope,
  ids?: number[],
): Promise<Map<number, OrganisationProgress>> {
  const organisations = await repository.findOrganisations(ctx.db, scope, ids);
  const setsByType = {
    FACILITY: await questionSetsOfType(ctx, 'FACILITY'),
    TOURNAMENT: await questionSetsOfType(ctx, 'TOURNAMENT'),
  };
  const byId = new Map<number, OrganisationProgress>(
    organisations.map((organisation) => [
      organisation.id,
      {
        organisation,
        reviews: {
          total: setsByType[organisation.type].bestPractices.length,
          started: 0,
          complete: 0,
          percent: 0,
        },
        years: [],
      },
    ]),
  );
  const practices = new Map(
    [...setsByType.FACILITY.bestPractices, ...setsByType.TOURNAMENT.bestPractices].map((entry) => [
      entry.set.id,
      entry.set,
    ]),
  );
  const reviewSets = await repository.findReviewSets(ctx.db, scope, rulesVersion(), ids);
  const percents = new Map<number, number[]>();
  const countReview = (organisationId: number, percent: number) => {
    const entry = byId.get(organisationId);
    if (!entry) return;
    if (percent > 0) entry.reviews.started += 1;
    if (percent === 100) entry.reviews.complete += 1;
    percents.set(organisationId, [...(percents.get(organisationId) ?? []), percent]);
  };
  const staleReviews = reviewSets.filter((row) => {
    if (row.cached?.kind !== 'review') return true;
    countReview(row.organisationId, row.cached.percent);
    return false;
  });
  await inChunks(staleReviews, async (chunk) => {
    const states = await answers.loadAnswerStates(
      ctx.db,
      chunk.map((row) => row.id),
    );
    const computed = chunk.flatMap((row) => {
      const set = practices.get(row.questionSetId);
      if (!set) return [];
      // progress reads only `complete`, so the states stand in for whole answers (as the reviews' cards do).
      const percent = progress(set, (states.get(row.id) ?? {}) as AnswerMap);
      countReview(row.organisationId, percent);
      return [
        {
          answerSetId: row.id,
          version: row.version,
          facts: row.facts,
          figures: { kind: 'review', percent } as const,
        },
      ];
    });
    await repository.storeFigureSources(ctx.db, computed);
    return [];
  });
  for (const entry of byId.values()) {
    const sum = (percents.get(entry.organisation.id) ?? []).reduce((total, value) => total + value, 0);
    entry.reviews.percent = entry.reviews.total === 0 ? 0 : Math.round(sum / entry.reviews.total);
  }
  const annualSets = new Map(
    [setsByType.FACILITY.annualData, setsByType.TOURNAMENT.annualData].flatMap((entry) =>
      entry ? [[entry.set.id, entry.set] as const] : [],
    ),
  );
  const yearSets = await repository.findYearSets(ctx.db, scope, rulesVersion(), ids);
  const addYear = (
    organisationId: number,
    year: number,
    values: Extract<FigureSourceValues, { kind: 'year' }>,
  ) => {
    byId.get(organisationId)?.years.push({
      year,
      complete: values.complete,
      footprint: { final: values.final, market: values.market, location: values.location },
    });
  };
  const staleYears = yearSets.filter((row) => {
    if (row.cached?.kind !== 'year') return true;
    addYear(row.organisationId, row.year, row.cached);
    return false;
  });
  await inChunks(staleYears, async (chunk) => {
    // Read after the versions above: answers newer than the version stored with them only make
    // the stored figures look stale, never the other way round.
    const loaded = await answers.loadAnswers(
      ctx.db,
      chunk.map((row) => row.id),
      { notes: false },
    );
    const computed = chunk.flatMap((row) => {
      const set = annualSets.get(row.questionSetId);
      if (!set) return [];
      const yearAnswers = (loaded.get(row.id) ?? {}) as AnswerMap;
      const footprint = footprintOf(row.facts, row.year, yearAnswers);
      const figures = {
        kind: 'year',
        complete: isComplete(set, yearAnswers as Record<string, Answer>),
        final: footprint.missing.length === 0,
        market: { total: footprint.market.total, perHole: footprint.market.perHole },
        location: { total: footprint.location.total, perHole: footprint.location.perHole },
      } as const;
      addYear(row.organisationId, row.year, figures);
      return [{ answerSetId: row.id, version: row.version, facts: row.sourceFacts, figures }];
    });
    await repository.storeFigureSources(ctx.db, computed);
    return [];
  });
  for (const entry of byId.values()) entry.years.sort((a, b) => b.year - a.year);
  return byId;
}
