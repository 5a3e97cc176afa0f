import { numberFormat } from '@oncourse/engine';
import {
  footprintLineLabel,
  scopeQuestions,
  sortBySortOrder,
  type AnswerMap,
  type Footprint,
  type VsmeB3,
  type QuestionSet,
  type UnitSystem,
} from '@oncourse/engine';
import type { Text } from '../reference/catalogue.ts';
import { answerLines, type AnswerText } from './answer-text.ts';
import { intensityNote } from './vsme-text.ts';

const COLUMNS = [
  'review',
  'year',
  'section',
  'questionId',
  'question',
  'row',
  'answer',
  'unit',
  'status',
  'notes',
] as const;

/** The status column in the reader's words; the engine's state codes are no words for a reader. */
const STATUS_KEYS: Record<AnswerText['state'], string> = {
  complete: 'export.status.complete',
  savelater: 'export.status.savelater',
  untouched: 'export.status.untouched',
};

/**
 * How the reader's spreadsheet splits a CSV: where the decimal mark is a comma (German, French,
 * Swedish…), Windows and so Excel separate list items with a semicolon, and read "4210.5" as text
 * or a date; elsewhere a comma and a dot (docs/insights.md#behaviour).
 */
export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

export function csvDialect(language: string): CsvDialect {
  const decimal = numberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal');
  return decimal?.value === ',' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' };
}

/**
 * One CSV cell (RFC 4180): quoted when it holds the separator, a quote or a line break; text that a
 * spreadsheet would run as a formula (= + - @ at the start) gets a leading apostrophe (OWASP
 * CSV injection), numbers stay numbers.
 */
export function csvCell(value: string | number | null, separator: CsvDialect['separator'] = ','): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+([.,]\d+)?$/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A number as a spreadsheet in the reader's locale reads it: no thousands groups, the reader's decimal mark. */
const numberIn =
  (dialect: CsvDialect) =>
  (value: number): string =>
    dialect.decimal === ',' ? String(value).replace('.', ',') : String(value);

/** One of the organisation's question sets with its answer sets (one a year for annual data, one without a year else). */
export interface ExportedSet {
  set: QuestionSet;
  /** Annual data: each year's footprint, computed by the engine's one footprint rule. */
  years: readonly {
    year: number | null;
    answers: AnswerMap;
    footprint?: Footprint | null;
    vsme?: VsmeB3 | null;
  }[];
}

type Cell = string | number | null;

interface ExtraLine {
  section: string;
  question: string;
  row?: string;
  answer: string;
  unit: string;
  notes: string;
}

/**
 * A year's VSME B3 (docs/carbon-method.md#reporting-frameworks-vsme-b3) as CSV lines: the §29 energy
 * table a line per cell (its row in the question column, its column in the row column), then §30
 * and the market-based figures, then §31's intensity in t CO2e per million of the turnover's
 * currency, noted when that is not the euro §31 asks for, empty with a note without a turnover.
 */
function vsmeLines(
  b3: VsmeB3,
  t: Text,
  number: (value: number) => string,
  facilityCurrency: string,
): ExtraLine[] {
  const section = t('export.vsme.section');
  const fixed = (value: number) => number(Math.round(value * 1000) / 1000);
  const mwh = t('export.vsme.mwh');
  const tonnes = t('insights.tonnesCo2e');
  const table = (
    [
      ['export.vsme.electricity', b3.energy.electricity],
      ['export.vsme.fuels', b3.energy.fuels],
      ['export.vsme.total', b3.energy.total],
    ] as const
  ).flatMap(([key, cells]) =>
    cells === null
      ? []
      : (['renewable', 'nonRenewable', 'total'] as const).map((column) => ({
          section,
          question: t(key),
          row: t(`export.vsme.${column}`),
          answer: fixed(cells[column]),
          unit: mwh,
          notes: '',
        })),
  );
  const emissions = (
    [
      ['export.vsme.scope1', b3.scope1],
      ['export.vsme.scope2Location', b3.scope2Location],
      ['export.vsme.gross', b3.gross],
      ['export.vsme.scope2Market', b3.scope2Market],
      ['export.vsme.grossMarket', b3.grossMarket],
    ] as const
  ).map(([key, value]) => ({ section, question: t(key), answer: fixed(value), unit: tonnes, notes: '' }));
  return [
    ...table,
    ...(b3.selfGeneratedMWh === null
      ? []
      : [
          {
            section,
            question: t('export.vsme.selfGenerated'),
            answer: fixed(b3.selfGeneratedMWh),
            unit: mwh,
            notes: '',
          },
        ]),
    ...emissions,
    {
      section,
      question: t('export.vsme.intensity'),
      answer: b3.intensity === null ? '' : number(Math.round(b3.intensity * 1000) / 1000),
      unit: t('export.vsme.perMillion', { currency: b3.turnover?.currency ?? facilityCurrency }),
      notes: intensityNote(b3, t),
    },
  ];
}

/**
 * A year's carbon footprint as CSV lines in the export's columns (docs/insights.md#behaviour): both
 * totals, each line, then the travel group with its total, per round and per hole, saying in the
 * notes whether the headline includes it (docs/carbon-method.md#travel). Tonnes to the kilogram.
 */
function footprintLines(footprint: Footprint, t: Text, number: (value: number) => string): ExtraLine[] {
  const tonnes = (value: number) => number(Math.round(value * 1000) / 1000);
  const section = t('insights.footprintTitle', { year: footprint.year });
  const unit = t('insights.tonnesCo2e');
  const lines: ExtraLine[] = [
    {
      section,
      question: t('export.footprint.marketTotal'),
      answer: tonnes(footprint.market.total),
      unit,
      notes: '',
    },
    {
      section,
      question: t('export.footprint.locationTotal'),
      answer: tonnes(footprint.location.total),
      unit,
      notes: '',
    },
    ...footprint.lines.map((line) => ({
      section,
      question: footprintLineLabel(line, t),
      answer: tonnes(line.tonnes),
      unit,
      notes: t(`insights.quality.${line.quality}`),
    })),
  ];
  const travel = footprint.travel;
  if (!travel) return lines;
  const group = t('insights.travel.title');
  const inHeadline = t(travel.included ? 'insights.travel.included' : 'insights.travel.outside');
  lines.push({
    section: group,
    question: t('export.footprint.travelTotal'),
    answer: tonnes(travel.tonnes),
    unit,
    notes: inHeadline,
  });
  if (travel.perRound !== null)
    lines.push({
      section: group,
      question: t('export.footprint.travelPerRound'),
      answer: number(Math.round(travel.perRound * 1e6) / 1000),
      unit: t('export.footprint.kgCo2e'),
      notes: '',
    });
  if (travel.perHole !== null)
    lines.push({
      section: group,
      question: t('export.footprint.travelPerHole'),
      answer: tonnes(travel.perHole),
      unit,
      notes: '',
    });
  for (const line of travel.lines)
    lines.push({
      section: group,
      question: footprintLineLabel(line, t),
      answer: tonnes(line.tonnes),
      unit,
      notes: t(`insights.quality.${line.quality}`),
    });
  return lines;
}

/**
 * Every answer of the organisation's question sets as one CSV (docs/insights.md#behaviour): one
 * line per question and year (and per nested question or grid cell, with the grid row's number),
 * the best-practice reviews then annual data, years ascending, questions in display order, with
 * the unit each answer was given in. Headings, statuses and numbers are in the reader's language
 * and its spreadsheet's separators (CsvDialect). Starts with a byte-order mark so spreadsheet
 * programs read it as UTF-8.
 */
export function answersCsv(
  sets: readonly ExportedSet[],
  unitSystem: UnitSystem,
  t: Text,
  /** The facility's currency, as an ISO code. */
  currency: string,
  dialect: CsvDialect,
): string {
  const row = (cells: Cell[]) =>
    cells.map((cell) => csvCell(cell, dialect.separator)).join(dialect.separator);
  const number = numberIn(dialect);
  const lines = [row(COLUMNS.map((column) => t(`export.column.${column}`)))];
  for (const { set, years } of sets) {
    const sorted = [...years].sort((a, b) => (a.year ?? 0) - (b.year ?? 0));
    for (const { year, answers, footprint, vsme } of sorted) {
      for (const section of sortBySortOrder(set.sections).filter((candidate) => candidate.active)) {
        for (const question of scopeQuestions(section)) {
          const answer = answerLines(question, answers, unitSystem, number, currency);
          answer.lines.forEach((line, index) => {
            lines.push(
              row([
                set.title,
                year,
                section.title,
                question.id,
                line.question,
                line.row,
                line.text,
                line.unit,
                t(STATUS_KEYS[answer.state]),
                // The question's notes once, on its first line.
                index === 0 ? answer.notes.join('\n') : '',
              ]),
            );
          });
        }
      }
      // After the year's answers, the footprint they give, as the year page shows it.
      const extra = [
        ...(footprint ? footprintLines(footprint, t, number) : []),
        ...(vsme ? vsmeLines(vsme, t, number, currency) : []),
      ];
      for (const line of extra)
        lines.push(
          row([
            set.title,
            year,
            line.section,
            null,
            line.question,
            line.row ?? null,
            line.answer,
            line.unit,
            null,
            line.notes,
          ]),
        );
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
