// The programme's figures (docs/programme-console.md#figures): staff read every country, a national
// federation its own countries' sharing facilities (docs/programme-console.md#federations). Counts
// come from SQL aggregates; progress and footprints from the engine, through organisationProgress.
import type { Schemas } from '@oncourse/openapi';
import type { BinaryResult, DataContext } from '../../core/context.ts';
import { today } from '../../core/today.ts';
import * as repository from './figures.repository.ts';
import { figuresCsv } from './figures.csv.ts';
import { organisationProgress, type OrganisationProgress } from './progress.service.ts';

export type { FiguresScope } from './figures.repository.ts';

type Figures = Schemas['ProgrammeFigures'];
type CaseState = Schemas['CertificationState'];

/** "Active" is answers saved within this many days. */
export const ACTIVE_DAYS = 90;

const CASE_STATES: CaseState[] = [
  'desk-review',
  'returned',
  'verification',
  'decision',
  'certified',
  'not-certified',
  'withdrawn',
];

/** Tonnes to the kilogram: the footprint page shows no finer. */
const tonnes = (value: number): number => Math.round(value * 1000) / 1000;

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const groupKey = (countryCode: string | null, year: number) => `${countryCode ?? ''}|${year}`;

/**
 * The footprint of each (country, year) over the facilities whose footprint of that year is final
 * (a footprint with unanswered questions would undercount the sum): the sum of their totals and
 * the median per hole, market- and location-based; `byCountry: false` folds the countries into one
 * row per year, the trend.
 */
function footprintFigures(
  progress: OrganisationProgress[],
  byCountry: boolean,
): Schemas['FootprintFigure'][] {
  const groups = new Map<
    string,
    { countryCode: string | null; year: number; final: OrganisationProgress['years']; notFinal: number }
  >();
  for (const entry of progress) {
    if (entry.organisation.type !== 'FACILITY') continue;
    const countryCode = byCountry ? entry.organisation.countryCode : null;
    for (const year of entry.years) {
      const key = groupKey(countryCode, year.year);
      const group = groups.get(key) ?? { countryCode, year: year.year, final: [], notFinal: 0 };
      if (year.footprint.final) group.final.push(year);
      else group.notFinal += 1;
      groups.set(key, group);
    }
  }
  const aggregate = (years: OrganisationProgress['years'], method: 'market' | 'location') => {
    const perHole = median(years.flatMap((year) => year.footprint[method].perHole ?? []));
    return {
      total: tonnes(years.reduce((sum, year) => sum + year.footprint[method].total, 0)),
      medianPerHole: perHole === null ? null : tonnes(perHole),
    };
  };
  return [...groups.values()]
    .sort((a, b) => (a.countryCode ?? '\uffff').localeCompare(b.countryCode ?? '\uffff') || a.year - b.year)
    .map((group) => ({
      countryCode: group.countryCode,
      year: group.year,
      facilities: group.final.length,
      notFinal: group.notFinal,
      market: aggregate(group.final, 'market'),
      location: aggregate(group.final, 'location'),
    }));
}

const sortByCountry = <T extends { countryCode: string | null }>(rows: T[]): T[] =>
  rows.sort((a, b) => (a.countryCode ?? '\uffff').localeCompare(b.countryCode ?? '\uffff'));

/** Review completion per country: the best-practice reviews the organisations have, started and complete. */
function reviewFigures(progress: OrganisationProgress[]): Figures['reviews'] {
  const rows = new Map<string, Figures['reviews'][number]>();
  for (const entry of progress) {
    const countryCode = entry.organisation.countryCode;
    const row = rows.get(countryCode ?? '') ?? {
      countryCode,
      organisations: 0,
      reviews: 0,
      started: 0,
      complete: 0,
    };
    row.organisations += 1;
    row.reviews += entry.reviews.total;
    row.started += entry.reviews.started;
    row.complete += entry.reviews.complete;
    rows.set(countryCode ?? '', row);
  }
  return sortByCountry([...rows.values()]);
}

/** The annual-data years entered per country and year, and how many of them are complete. */
function annualDataFigures(progress: OrganisationProgress[]): Figures['annualData'] {
  const rows = new Map<string, Figures['annualData'][number]>();
  for (const entry of progress) {
    const countryCode = entry.organisation.countryCode;
    for (const year of entry.years) {
      const key = groupKey(countryCode, year.year);
      const row = rows.get(key) ?? { countryCode, year: year.year, organisations: 0, complete: 0 };
      row.organisations += 1;
      if (year.complete) row.complete += 1;
      rows.set(key, row);
    }
  }
  return sortByCountry([...rows.values()]).sort(
    (a, b) => (a.countryCode ?? '\uffff').localeCompare(b.countryCode ?? '\uffff') || a.year - b.year,
  );
}

/** The SQL's rows (one per country and newest state) as one row per country. */
function certificationFigures(
  rows: Awaited<ReturnType<typeof repository.countCertification>>,
): Figures['certification'] {
  const byCountry = new Map<string, Figures['certification'][number]>();
  for (const row of rows) {
    const figure = byCountry.get(row.countryCode ?? '') ?? {
      countryCode: row.countryCode,
      organisations: 0,
      noCase: 0,
      states: Object.fromEntries(CASE_STATES.map((state) => [state, 0])) as Record<CaseState, number>,
      certifiedNow: 0,
    };
    figure.organisations += row.organisations;
    figure.certifiedNow += row.certifiedNow;
    if (row.state === null) figure.noCase += row.organisations;
    else figure.states[row.state as CaseState] += row.organisations;
    byCountry.set(row.countryCode ?? '', figure);
  }
  return sortByCountry([...byCountry.values()]);
}

/** Every table of the figures over the organisations in `scope`, read now. */
export async function programmeFigures(ctx: DataContext, scope: repository.FiguresScope): Promise<Figures> {
  const asOf = today();
  const activeSince = new Date(Date.now() - ACTIVE_DAYS * 24 * 60 * 60 * 1000);
  const progress = [...(await organisationProgress(ctx, scope)).values()];
  return {
    demo: scope.demo,
    countries: scope.countries,
    asOf,
    organisations: await repository.countOrganisations(ctx.db, scope, activeSince),
    reviews: reviewFigures(progress),
    annualData: annualDataFigures(progress),
    certification: certificationFigures(await repository.countCertification(ctx.db, scope, asOf)),
    footprint: footprintFigures(progress, true),
    footprintTrend: footprintFigures(progress, false),
  };
}

/**
 * One table as CSV, named `oncourse-<table>[-<countries>]-<date>[-demo].csv` so downloads of
 * different days, federations and the demo never overwrite each other.
 */
export async function programmeFiguresCsv(
  ctx: DataContext,
  scope: repository.FiguresScope,
  table: Schemas['FiguresTable'],
): Promise<BinaryResult> {
  const figures = await programmeFigures(ctx, scope);
  const countries = scope.countries === null ? '' : `-${scope.countries.join('-').toLowerCase()}`;
  return {
    contentType: 'text/csv; charset=utf-8',
    body: Buffer.from(figuresCsv(figures, table), 'utf8'),
    filename: `oncourse-${table}${countries}-${figures.asOf}${scope.demo ? '-demo' : ''}.csv`,
    disposition: 'attachment',
  };
}
