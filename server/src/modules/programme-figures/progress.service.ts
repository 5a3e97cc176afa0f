// Each organisation's progress, annual-data years and footprints as the club sees them, read for
// many organisations at once (docs/programme-console.md#figures): the engine's `progress` over
// the stored answer states, and the insights' `footprintOf` over each year's answers, so a
// figure staff or a federation reads is the one the club's own pages show.
import { progress, type Answer, type AnswerMap, type Footprint } from '@oncourse/engine';
import type { DataContext } from '../../core/context.ts';
import { footprintOf } from '../insights/insights.service.ts';
import * as answers from '../reviews/answer-sets.service.ts';
import { isComplete } from '../reviews/answers.service.ts';
import { questionSetsOfType } from '../reviews/progress.service.ts';
import * as repository from './figures.repository.ts';

/** Answer sets read per round trip: bounds memory however many organisations there are. */
const CHUNK = 200;

export interface OrganisationProgress {
  organisation: repository.FiguresOrganisation;
  /** The best-practice reviews of the organisation's type, started (above 0 %) and complete (100 %). */
  reviews: { total: number; started: number; complete: number; percent: number };
  /** Each annual-data year, newest first, with its footprint. */
  years: { year: number; complete: boolean; footprint: Footprint }[];
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
  const reviewSets = await repository.findReviewSets(ctx.db, scope, ids);
  const percents = new Map<number, number[]>();
  await inChunks(reviewSets, async (chunk) => {
    const states = await answers.loadAnswerStates(
      ctx.db,
      chunk.map((row) => row.id),
    );
    for (const row of chunk) {
      const set = practices.get(row.questionSetId);
      const entry = byId.get(row.organisationId);
      if (!set || !entry) continue;
      // progress reads only `complete`, so the states stand in for whole answers (as the reviews' cards do).
      const percent = progress(set, (states.get(row.id) ?? {}) as AnswerMap);
      if (percent > 0) entry.reviews.started += 1;
      if (percent === 100) entry.reviews.complete += 1;
      percents.set(row.organisationId, [...(percents.get(row.organisationId) ?? []), percent]);
    }
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
  const yearSets = await repository.findYearSets(ctx.db, scope, ids);
  await inChunks(yearSets, async (chunk) => {
    const loaded = await answers.loadAnswers(
      ctx.db,
      chunk.map((row) => row.id),
      { notes: false },
    );
    for (const row of chunk) {
      const set = annualSets.get(row.questionSetId);
      const entry = byId.get(row.organisationId);
      if (!set || !entry) continue;
      const yearAnswers = (loaded.get(row.id) ?? {}) as AnswerMap;
      entry.years.push({
        year: row.year,
        complete: isComplete(set, yearAnswers as Record<string, Answer>),
        footprint: footprintOf(row.facts, row.year, yearAnswers),
      });
    }
    return [];
  });
  for (const entry of byId.values()) entry.years.sort((a, b) => b.year - a.year);
  return byId;
}
