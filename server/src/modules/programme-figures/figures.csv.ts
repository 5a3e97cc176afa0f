import type { Schemas } from '@oncourse/openapi';
import { csvCell } from '../insights/answers-csv.ts';

type Figures = Schemas['ProgrammeFigures'];
type Cell = string | number | null;

const footprintColumns = [
  'facilities',
  'not_final',
  'market_total_t_co2e',
  'market_median_per_hole_t_co2e',
  'location_total_t_co2e',
  'location_median_per_hole_t_co2e',
];
const footprintCells = (row: Schemas['FootprintFigure']): Cell[] => [
  row.facilities,
  row.notFinal,
  row.market.total,
  row.market.medianPerHole,
  row.location.total,
  row.location.medianPerHole,
];
const CASE_STATES = [
  'desk-review',
  'returned',
  'verification',
  'decision',
  'certified',
  'not-certified',
  'withdrawn',
] as const;

/** Each table's header and rows; column names stay English and fixed, so scripts can read them. */
const tables: Record<Schemas['FiguresTable'], (figures: Figures) => [string[], Cell[][]]> = {
  organisations: (figures) => [
    ['country', 'facilities', 'tournaments', 'active_facilities_90_days', 'active_tournaments_90_days'],
    figures.organisations.map((row) => [
      row.countryCode,
      row.facilities,
      row.tournaments,
      row.activeFacilities,
      row.activeTournaments,
    ]),
  ],
  reviews: (figures) => [
    ['country', 'organisations', 'reviews', 'started', 'complete'],
    figures.reviews.map((row) => [
      row.countryCode,
      row.organisations,
      row.reviews,
      row.started,
      row.complete,
    ]),
  ],
  'annual-data': (figures) => [
    ['country', 'year', 'organisations', 'complete'],
    figures.annualData.map((row) => [row.countryCode, row.year, row.organisations, row.complete]),
  ],
  certification: (figures) => [
    ['country', 'organisations', 'no_case', ...CASE_STATES, 'certified_now'],
    figures.certification.map((row) => [
      row.countryCode,
      row.organisations,
      row.noCase,
      ...CASE_STATES.map((state) => row.states[state]),
      row.certifiedNow,
    ]),
  ],
  footprint: (figures) => [
    ['country', 'year', ...footprintColumns],
    figures.footprint.map((row) => [row.countryCode, row.year, ...footprintCells(row)]),
  ],
  'footprint-trend': (figures) => [
    ['year', ...footprintColumns],
    figures.footprintTrend.map((row) => [row.year, ...footprintCells(row)]),
  ],
};

/**
 * One table of the figures as CSV (docs/programme-console.md#figures): a header row, then a row per
 * country (and year); numbers with a dot decimal, a country left blank for organisations without
 * one. Starts with a byte-order mark so spreadsheet programs read it as UTF-8.
 */
export function figuresCsv(figures: Figures, table: Schemas['FiguresTable']): string {
  const [header, rows] = tables[table](figures);
  return `\uFEFF${[header, ...rows].map((row) => row.map((cell) => csvCell(cell)).join(',')).join('\r\n')}\r\n`;
}
