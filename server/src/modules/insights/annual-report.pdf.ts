import PDFDocument from 'pdfkit';
import {
  answerShape,
  certificateWords,
  facilityCurrency,
  benchmarkWords,
  convert,
  factorShortSource,
  footprintLineLabel,
  lineCountsCo2Only,
  lineNoteNumbers,
  marketStepWords,
  formatDate,
  formatNumber,
  formatPercent,
  progress,
  scopeQuestions,
  sortBySortOrder,
  yearChange,
  yearSeries,
  type AnswerMap,
  type Footprint,
  type Question,
  type VsmeB3,
  type QuestionSet,
  unitLabel,
} from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import { drawable, GREEN, GREY, pdfBytes } from '../../pdf/branding.ts';
import type { Text } from '../reference/catalogue.ts';
import { answerText } from './answer-text.ts';
import type { OrganisationFacts } from './insights.repository.ts';

export interface AnnualReportInput {
  organisation: OrganisationFacts;
  year: number;
  set: QuestionSet;
  answers: AnswerMap;
  footprint: Footprint;
  /** The year as EFRAG VSME B3 (docs/carbon-method.md#reporting-frameworks-vsme-b3); null without its edition. */
  vsme: VsmeB3 | null;
  /** The address of the method page (docs/carbon-method.md in the app), printed under the footprint. */
  methodUrl: string;
  reviews: Pick<Schemas['BestPracticeProgress'], 'title' | 'progress'>[];
  /** When the report was made, printed in its footer line. */
  generatedAt: Date;
  /** The reader's language: the catalogue's strings. */
  text: Text;
  /** The reader's regional locale (`regionalLocale`): how dates, numbers and percentages are written. */
  locale: string;
  /**
   * The year before, when the organisation has annual data for it: each key figure is compared
   * with it. Its footprint is computed the same way as this year's (well-to-tank alike).
   */
  previous: { year: number; answers: AnswerMap; footprint: Footprint } | null;
  /** Where the year stands among comparable facilities; null for a tournament (docs/benchmarks-and-targets.md#behaviour). */
  benchmarks: Schemas['Benchmarks'] | null;
  /** The organisation's reduction targets with their paths and standings (docs/benchmarks-and-targets.md#behaviour). */
  targets: Schemas['ReductionTarget'][];
}

/**
 * A calculated question that gives a footprint of its own: the report prints the footprint once,
 * in its own section, so such a figure never stands beside it with another value.
 */
const isFootprintCalculation = (question: Question): boolean =>
  answerShape(question) === 'calculated' && /CO2/.test(question.calculation?.unit ?? '');

const UNIT_SYSTEM_KEYS = {
  metric: 'units.metric',
  'british imperial': 'units.britishImperial',
  'united states customary': 'units.unitedStatesCustomary',
} as const;

/** A number in the reader's format (1,234.5 or 1.234,5), with at most `digits` decimals. */
const numberIn =
  (locale: string) =>
  (value: number, digits = 2): string =>
    drawable(formatNumber(value, locale, { maxDecimals: digits }));

/** A percentage in the product's one style, the reader's locale deciding sign and spacing. */
const percentIn =
  (locale: string) =>
  (value: number, digits = 0) =>
    drawable(formatPercent(value, locale, digits));

function heading(doc: PDFKit.PDFDocument, text: string): void {
  // Keep a heading with at least a few rows of what follows it.
  if (doc.y > doc.page.height - 230) doc.addPage();
  doc.moveDown(1).font('Helvetica-Bold').fontSize(14).fillColor(GREEN).text(text).moveDown(0.4);
  doc.font('Helvetica').fontSize(10).fillColor('black');
}

function table(
  doc: PDFKit.PDFDocument,
  header: string[],
  rows: string[][],
  widths: (number | string)[],
): void {
  doc.table({
    columnStyles: widths.map((width) => ({ width })),
    defaultStyle: { border: { bottom: 0.5 }, borderColor: '#c8cdd2', padding: 4 },
    rowStyles: (row) =>
      row === 0 ? { font: { src: 'Helvetica-Bold' }, backgroundColor: '#eef2ef' } : undefined,
    data: [header, ...rows],
  });
  doc.x = doc.page.margins.left;
}

/** A bar per source, longest first: the footprint's breakdown at a glance. */
function sourceBars(doc: PDFKit.PDFDocument, input: AnnualReportInput): void {
  const { footprint, text: t } = input;
  const number = numberIn(input.locale);
  const counted = footprint.lines
    .filter((line) => line.method !== 'location')
    .sort((a, b) => b.tonnes - a.tonnes);
  const byLabel = new Map<string, number>();
  for (const line of counted) {
    const label = line.key.startsWith('wellToTank:')
      ? t('insights.wellToTankShort')
      : t(`insights.source.${line.key}`);
    byLabel.set(label, (byLabel.get(label) ?? 0) + line.tonnes);
  }
  const largest = Math.max(...byLabel.values(), 0);
  if (largest <= 0) return;
  const left = doc.page.margins.left;
  const labelWidth = 150;
  const barWidth = doc.page.width - doc.page.margins.right - left - labelWidth - 70;
  for (const [label, tonnes] of byLabel) {
    if (doc.y > doc.page.height - 80) doc.addPage();
    const y = doc.y;
    doc
      .fillColor('black')
      .fontSize(9)
      .text(label, left, y, { width: labelWidth - 8 });
    const width = Math.max(1, (tonnes / largest) * barWidth);
    doc.rect(left + labelWidth, y, width, 9).fill(GREEN);
    doc.fillColor(GREY).text(`${number(tonnes)} t`, left + labelWidth + width + 6, y);
    doc.x = left;
    doc.y = y + 15;
  }
  doc.fontSize(10).fillColor('black');
}

/** The country in the reader's language (Intl knows every ISO code), else as stored. */
function countryName(organisation: OrganisationFacts, locale: string): string {
  const { countryCode, countryTitle } = organisation;
  if (!countryCode) return countryTitle ?? '—';
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(countryCode) ?? countryTitle ?? '—';
  } catch {
    return countryTitle ?? countryCode;
  }
}

function profile(doc: PDFKit.PDFDocument, input: AnnualReportInput): void {
  const { organisation, text: t } = input;
  const number = numberIn(input.locale);
  const address = [organisation.address1, organisation.address2, organisation.city, organisation.postZipCode]
    .filter((part) => part)
    .join(', ');
  const rows = [
    [t('report.address'), address || '—'],
    [t('report.country'), countryName(organisation, input.locale)],
    [t('report.units'), t(UNIT_SYSTEM_KEYS[organisation.measurementUnit])],
    [t('report.holes'), organisation.holes === null ? '—' : String(organisation.holes)],
    [
      t('report.totalArea'),
      organisation.totalArea === null
        ? '—'
        : `${number(organisation.totalArea)} ${unitLabel('area', organisation.measurementUnit)}`,
    ],
  ];
  table(doc, [t('report.profile'), ''], rows, [120, '*']);
}

/** A line's name with the numbers of its notes after it in brackets ("Grid electricity (market-based) [1, 3]"). */
const withNoteMarks = (label: string, numbers: number[]): string =>
  numbers.length === 0 ? label : `${label} [${numbers.join(', ')}]`;

/**
 * The travel group (docs/carbon-method.md#travel): its total, per round and per hole, whether the
 * headline includes it, said plainly, and each line with its factor.
 */
function travelSection(doc: PDFKit.PDFDocument, input: AnnualReportInput): void {
  const { footprint, text: t } = input;
  const travel = footprint.travel;
  if (!travel) return;
  const number = numberIn(input.locale);
  doc.moveDown(0.6).font('Helvetica-Bold').text(t('insights.travel.title')).font('Helvetica');
  doc.text(
    `${t('insights.travel.total', { value: number(travel.tonnes) })}. ${t(travel.included ? 'insights.travel.included' : 'insights.travel.outside')}`,
  );
  const per = [
    travel.perRound === null
      ? null
      : t('insights.travel.perRound', { value: number(travel.perRound * 1000) }),
    travel.perHole === null ? null : t('insights.perHole', { value: number(travel.perHole, 3) }),
  ].filter((part) => part !== null);
  if (per.length > 0) doc.text(per.join(' · '));
  if (travel.lines.length === 0) {
    doc.text(t('insights.travel.none'));
    return;
  }
  doc.moveDown(0.3).fontSize(9);
  table(
    doc,
    [
      t('insights.table.source'),
      t('insights.table.amount'),
      t('insights.table.factor'),
      t('insights.table.document'),
      t('insights.tonnesCo2e'),
    ],
    travel.lines.map((line) => [
      footprintLineLabel(line, t),
      line.facilityAmount
        ? `${number(line.facilityAmount.amount)} ${line.facilityAmount.unit} (${number(line.amount)} ${line.amountUnit})`
        : `${number(line.amount)} ${line.amountUnit}`,
      `${number(line.factor.value, 6)} ${line.factor.unit}`,
      factorShortSource(line.factor, t),
      number(line.tonnes, 3),
    ]),
    ['*', 90, 112, 92, 52],
  );
  doc.fontSize(10);
}

function footprintSection(doc: PDFKit.PDFDocument, input: AnnualReportInput): void {
  const { footprint, text: t, organisation } = input;
  const number = numberIn(input.locale);
  const headline = footprint[footprint.headline];
  const { location, market } = footprint;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(t('insights.totalHeadline', { value: number(headline.total) }))
    .font('Helvetica')
    .fontSize(10)
    .text(t('insights.totalLocation', { value: number(location.total) }))
    .text(
      t('insights.scopesBoth', {
        scope1: number(market.scope1),
        scope2Market: number(market.scope2),
        scope2Location: number(location.scope2),
        scope3: number(market.scope3),
      }),
    );
  const perArea = perUnitArea(headline.perHectare, organisation.measurementUnit);
  const per = [
    headline.perHole === null ? null : t('insights.perHole', { value: number(headline.perHole, 3) }),
    perArea === null ? null : t(perArea.key, { value: number(perArea.value, 3) }),
  ].filter((part) => part !== null);
  if (per.length > 0) doc.text(per.join(' · '));
  if (footprint.wellToTankIncluded) doc.text(t('insights.wellToTankIncluded'));
  const quality = footprint.dataQuality;
  if (quality.measuredShare !== null)
    doc.text(
      `${t('insights.dataQuality', { percent: percentIn(input.locale)(quality.measuredShare * 100) })} ${t(
        'insights.dataQualityRest',
        {
          estimated: number(quality.estimated),
          spend: number(quality.spend),
          notStated: number(quality.notStated),
        },
      )}`,
    );
  doc.moveDown(0.6);
  sourceBars(doc, input);
  doc.moveDown(0.4).fontSize(9);
  table(
    doc,
    [
      t('insights.table.source'),
      t('report.scope'),
      t('insights.table.amount'),
      t('insights.table.factor'),
      t('insights.table.document'),
      t('insights.tonnesCo2e'),
    ],
    footprint.lines.map((line) => [
      // Each line carries the numbers of the notes below that concern it, as on the page.
      // Under the name: the market-based line's steps and certificates, and where the figures come from.
      [
        withNoteMarks(footprintLineLabel(line, t), lineNoteNumbers(footprint.notes, line)),
        ...marketStepWords(line, t, (kWh) => number(kWh, 0)),
        certificateWords(line, t, (kWh) => number(kWh, 0)),
        t(`insights.quality.${line.quality}`),
      ]
        .filter((part) => part !== null)
        .join('\n'),
      String(line.scope),
      // In the facility's units where they differ, with the factor's unit the factor applies to after it.
      line.facilityAmount
        ? `${number(line.facilityAmount.amount)} ${line.facilityAmount.unit} (${number(line.amount)} ${line.amountUnit})`
        : `${number(line.amount)} ${line.amountUnit}`,
      `${number(line.factor.value, 6)} ${line.factor.unit}`,
      factorShortSource(line.factor, t),
      // Under the figure, as on the page: these tonnes are CO2 alone, added into CO2e totals.
      lineCountsCo2Only(line)
        ? `${number(line.tonnes, 3)}\n${t('insights.co2OnlyShort')}`
        : number(line.tonnes, 3),
    ]),
    ['*', 38, 72, 112, 92, 52],
  );
  doc.fontSize(10);
  travelSection(doc, input);
  footprint.notes.forEach((note, index) =>
    doc.moveDown(0.3).text(`${index + 1}. ${t(`insights.note.${note}`)}`),
  );
  const flagged = footprint.flagged.flatMap(
    ({ questionId }) => scopeQuestions(input.set).find((question) => question.id === questionId)?.title ?? [],
  );
  if (flagged.length > 0) doc.moveDown(0.3).text(`${t('insights.flagged')} ${flagged.join('; ')}.`);
  const questions = scopeQuestions(input.set);
  const missing = footprint.missing.flatMap(
    (id) => questions.find((question) => question.id === id)?.title ?? [],
  );
  if (missing.length > 0) {
    doc.moveDown(0.5).text(`${t('insights.missing')} ${missing.join('; ')}.`);
  }

  doc.moveDown(0.5).fontSize(8).fillColor(GREY);
  doc.text(t('insights.factorsUsed', { edition: footprint.editionId, version: footprint.factorVersion }));
  const seen = new Set<string>();
  for (const line of [...footprint.lines, ...(footprint.travel?.lines ?? [])]) {
    const { factor } = line;
    const entry = `${factor.source}; ${factor.table}; ${factor.row} (${factor.gas})`;
    if (seen.has(entry)) continue;
    seen.add(entry);
    doc.text(`• ${number(factor.value, 6)} ${factor.unit}: ${entry}`);
  }
  doc.moveDown(0.3).text(t('insights.methodAt', { url: input.methodUrl }));
  doc.fontSize(10).fillColor('black');
}

/**
 * The year as EFRAG VSME basic module B3 (docs/carbon-method.md#reporting-frameworks-vsme-b3): the
 * §29 energy table in MWh, the §30 emissions with market-based Scope 2 beside them, and §31's
 * intensity where the turnover is known.
 */
function vsmeSection(doc: PDFKit.PDFDocument, input: AnnualReportInput, b3: VsmeB3): void {
  const { text: t } = input;
  const number = numberIn(input.locale);
  heading(doc, t('export.vsme.section'));
  doc.fontSize(9).fillColor(GREY).text(t('report.vsme.basis')).fillColor('black').moveDown(0.4);
  const mwh = (value: number) => number(value, 1);
  const energy = (
    [
      ['export.vsme.electricity', b3.energy.electricity],
      ['export.vsme.fuels', b3.energy.fuels],
      ['export.vsme.total', b3.energy.total],
    ] as const
  ).map(([key, cells]) => [
    t(key),
    cells ? mwh(cells.renewable) : '—',
    cells ? mwh(cells.nonRenewable) : '—',
    cells ? mwh(cells.total) : '—',
  ]);
  table(
    doc,
    [t('export.vsme.mwh'), t('export.vsme.renewable'), t('export.vsme.nonRenewable'), t('export.vsme.total')],
    energy,
    ['*', 80, 90, 80],
  );
  if (b3.selfGeneratedMWh !== null)
    doc.moveDown(0.3).text(`${t('export.vsme.selfGenerated')}: ${mwh(b3.selfGeneratedMWh)} MWh`);
  doc.moveDown(0.4);
  // The column says t CO2e: the report states the footprint's totals with a unit once each.
  const tonnes = (value: number) => number(value);
  table(
    doc,
    [t('report.vsme.disclosure'), t('insights.tonnesCo2e')],
    [
      [t('export.vsme.scope1'), tonnes(b3.scope1)],
      [t('export.vsme.scope2Location'), tonnes(b3.scope2Location)],
      [t('export.vsme.gross'), tonnes(b3.gross)],
      [t('export.vsme.scope2Market'), tonnes(b3.scope2Market)],
      [t('export.vsme.grossMarket'), tonnes(b3.grossMarket)],
      [
        t('export.vsme.intensity'),
        b3.intensity === null
          ? t('export.vsme.noTurnover')
          : `${number(b3.intensity * 1_000_000, 2)} ${t('report.vsme.perMillionEuro')}`,
      ],
    ],
    ['*', 150],
  );
  doc.fontSize(10);
}

interface KeyFigure {
  label: string;
  current: number | null;
  previous: number | null;
  unit: string;
  digits: number;
}

/** A metric's total of one year over its lines (null when the year has none of it: no zero). */
function metricTotal(points: readonly { year: number; value: number }[], year: number): number | null {
  const own = points.filter((point) => point.year === year);
  return own.length === 0 ? null : own.reduce((sum, point) => sum + point.value, 0);
}

/**
 * The figures the report compares with the year before: the footprint both ways, by scope and
 * per hole and area, then each annual-data metric's total in the organisation's units.
 */
function keyFigures(
  input: AnnualReportInput,
  previous: NonNullable<AnnualReportInput['previous']>,
): KeyFigure[] {
  const { footprint, text: t, organisation, year } = input;
  const before = previous.footprint;
  const units = organisation.measurementUnit;
  const tonnes = (label: string, pick: (of: Footprint) => number): KeyFigure => ({
    label,
    current: pick(footprint),
    previous: pick(before),
    unit: 't CO2e',
    digits: 2,
  });
  const headline = (of: Footprint) => of[of.headline];
  const area = perUnitArea(headline(footprint).perHectare, units);
  const areaBefore = perUnitArea(headline(before).perHectare, units);
  const series = yearSeries(
    [
      { year, answers: input.answers },
      { year: previous.year, answers: previous.answers },
    ],
    units,
  );
  return [
    tonnes(t('insights.headline'), (of) => of.market.total),
    tonnes(t('insights.locationTotal'), (of) => of.location.total),
    tonnes(t('report.figure.scope1'), (of) => of.market.scope1),
    tonnes(t('report.figure.scope2Market'), (of) => of.market.scope2),
    tonnes(t('report.figure.scope2Location'), (of) => of.location.scope2),
    tonnes(t('report.figure.scope3'), (of) => of.market.scope3),
    {
      label: t('report.figure.perHole'),
      current: headline(footprint).perHole,
      previous: headline(before).perHole,
      unit: 't CO2e',
      digits: 3,
    },
    {
      label: t(area?.key === 'insights.perAcre' ? 'report.figure.perAcre' : 'report.figure.perHectare'),
      current: area?.value ?? null,
      previous: areaBefore?.value ?? null,
      unit: 't CO2e',
      digits: 3,
    },
    ...series.map((metric) => ({
      label: t(`insights.metric.${metric.metric}`),
      current: metricTotal(metric.points, year),
      previous: metricTotal(metric.points, previous.year),
      unit: metric.unit,
      digits: 2,
    })),
  ].filter((figure) => figure.current !== null || figure.previous !== null);
}

/**
 * Each key figure beside the year before's and the change between them, in words, as
 * the standard PDF fonts have no arrows; without the year before, a sentence says so.
 */
function comparisonSection(doc: PDFKit.PDFDocument, input: AnnualReportInput): void {
  const { text: t, previous, year } = input;
  const number = numberIn(input.locale);
  const percent = percentIn(input.locale);
  heading(doc, t('report.comparison', { year: previous?.year ?? year - 1 }));
  if (!previous) {
    doc.text(t('report.noPreviousYear', { year: year - 1 }));
    return;
  }
  const value = (amount: number | null, figure: KeyFigure) =>
    amount === null ? '—' : `${number(amount, figure.digits)}${figure.unit ? ` ${figure.unit}` : ''}`;
  const rows = keyFigures(input, previous).map((figure) => {
    const change = yearChange(figure.current, figure.previous);
    const words =
      change.kind === 'up' || change.kind === 'down'
        ? t(`report.change.${change.kind}`, { percent: percent(change.percent) })
        : change.kind === 'same'
          ? t('report.change.same')
          : change.kind === 'new'
            ? t('report.change.new', { year: previous.year })
            : '—';
    return [figure.label, value(figure.current, figure), value(figure.previous, figure), words];
  });
  doc.fontSize(9);
  table(doc, [t('report.figure'), String(year), String(previous.year), t('report.change')], rows, [
    '*',
    95,
    95,
    95,
  ]);
  // A fall that is only an answer not given yet must not read as a saving.
  if (input.footprint.missing.length > 0 || previous.footprint.missing.length > 0) {
    doc.moveDown(0.3).text(t('report.comparisonIncomplete'));
  }
  doc.fontSize(10);
}

/**
 * The footprint per unit of area in the organisation's own unit: per acre for an imperial
 * facility (t/ha × ha per acre), per hectare otherwise.
 */
export function perUnitArea(
  perHectare: number | null,
  unitSystem: OrganisationFacts['measurementUnit'],
): { key: 'insights.perHectare' | 'insights.perAcre'; value: number } | null {
  if (perHectare === null) return null;
  if (unitSystem === 'metric') return { key: 'insights.perHectare', value: perHectare };
  return { key: 'insights.perAcre', value: perHectare * convert(1, 'area', unitSystem, 'metric') };
}

// The range bars and target paths in the colours of the app's charts (BenchmarksChart, TargetChart).
const BAND = '#c9d6f2';
const MEDIAN = '#1d2b4f';
const OWN = '#2e7a4f';
const STATUS_COLOURS = { ahead: '#2e7a4f', onTrack: '#4269d0', behind: '#d0412b' } as const;

/** One figure per metric: per hole where it has peers, else per hectare, as on the year page. */
function shownFigures(figures: readonly Schemas['BenchmarkFigure'][]): Schemas['BenchmarkFigure'][] {
  const byMetric = new Map<string, Schemas['BenchmarkFigure']>();
  for (const figure of figures) {
    if (figure.peers === null || figure.position === null || byMetric.has(figure.metric)) continue;
    byMetric.set(figure.metric, figure);
  }
  return [...byMetric.values()];
}

/** A legend line: a swatch and a name each. */
function legend(doc: PDFKit.PDFDocument, entries: { label: string; color: string }[]): void {
  const y = doc.y;
  let x = doc.page.margins.left;
  doc.fontSize(8);
  for (const { label, color } of entries) {
    doc.rect(x, y + 1, 7, 7).fill(color);
    const text = drawable(label);
    doc.fillColor(GREY).text(text, x + 10, y, { lineBreak: false });
    x += 10 + doc.widthOfString(text) + 14;
  }
  doc.x = doc.page.margins.left;
  doc.y = y + 14;
  doc.fontSize(10).fillColor('black');
}

/**
 * Where the year's figures stand among comparable facilities (docs/benchmarks-and-targets.md#position):
 * each figure's position in words, its quartiles, and a range bar: the middle half of the peers, their
 * median and the facility's own figure on one scale from zero.
 */
function benchmarksPage(
  doc: PDFKit.PDFDocument,
  input: AnnualReportInput,
  benchmarks: Schemas['Benchmarks'],
): void {
  const { text: t, year } = input;
  const words = benchmarkWords(t, input.locale);
  doc.addPage();
  heading(doc, t('benchmarks.title', { year }));
  doc.text(t('benchmarks.intro'));
  if (!benchmarks.contributing) doc.moveDown(0.3).text(t('benchmarks.notContributing'));
  doc.moveDown(0.6);
  const shown = shownFigures(benchmarks.figures);
  if (benchmarks.sizeBand === null || shown.length === 0) {
    doc
      .fillColor(GREY)
      .text(benchmarks.sizeBand === null ? t('benchmarks.noBand') : t('benchmarks.noPeers', { year }))
      .fillColor('black');
    return;
  }
  legend(doc, [
    { label: t('benchmarks.chart.middleHalf'), color: BAND },
    { label: t('benchmarks.chart.median'), color: MEDIAN },
    { label: t('benchmarks.chart.yours'), color: OWN },
  ]);
  doc.moveDown(0.4);
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.right - left;
  for (const figure of shown) {
    if (doc.y > doc.page.height - 120) doc.addPage();
    const peers = figure.peers!;
    const value = figure.value!;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(drawable(words.position(benchmarks, figure)));
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(GREY)
      .text(drawable(words.quartiles(figure)))
      .fillColor('black');
    const highest = Math.max(peers.upperQuartile, value) * 1.1 || 1;
    const x = (amount: number) => left + (amount / highest) * (width - 20);
    const y = doc.y + 4;
    doc.rect(left, y + 6, width - 20, 0.5).fill('#c8cdd2');
    doc
      .rect(x(peers.lowerQuartile), y, Math.max(1, x(peers.upperQuartile) - x(peers.lowerQuartile)), 13)
      .fill(BAND);
    doc.rect(x(peers.median) - 1, y - 2, 2.5, 17).fill(MEDIAN);
    doc
      .circle(x(value), y + 6.5, 5)
      .lineWidth(1.5)
      .fillAndStroke(OWN, 'white');
    doc.fillColor('black');
    doc.x = left;
    doc.y = y + 26;
  }
}

/** The next round number at or above a value (1 to 8 times a power of ten, in steps that halve to round numbers), for an axis's top. */
function roundUp(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]
    .map((step) => step * power)
    .find((candidate) => candidate >= value)!;
}

/** A target's path as a dashed line and each year's figure as a dot coloured by its standing. */
function targetChart(
  doc: PDFKit.PDFDocument,
  target: Schemas['ReductionTarget'],
  number: (value: number) => string,
): void {
  const left = doc.page.margins.left + 50;
  const width = doc.page.width - doc.page.margins.right - left - 10;
  const height = 110;
  if (doc.y > doc.page.height - height - 120) doc.addPage();
  const top = doc.y + 6;
  const first = target.baseYear;
  const last = Math.max(target.targetYear, ...target.years.map((entry) => entry.year));
  const highest = roundUp(
    Math.max(0, ...target.path.map((point) => point.expected), ...target.years.map((entry) => entry.actual)),
  );
  const x = (year: number) => left + ((year - first + 0.3) / (last - first + 0.6)) * width;
  const y = (amount: number) => top + height - (amount / highest) * height;
  doc.fontSize(8).fillColor(GREY);
  for (const amount of [0, highest / 2, highest]) {
    doc
      .moveTo(left, y(amount))
      .lineTo(left + width, y(amount))
      .lineWidth(0.4)
      .stroke('#dde1e5');
    doc.text(number(amount), doc.page.margins.left, y(amount) - 4, {
      width: 45,
      align: 'right',
      lineBreak: false,
    });
  }
  const every = Math.max(1, Math.ceil((last - first) / 8));
  for (let year = first; year <= last; year += every)
    doc.text(String(year), x(year) - 15, top + height + 4, { width: 30, align: 'center', lineBreak: false });
  target.path.forEach((point, index) => {
    if (index === 0) doc.moveTo(x(point.year), y(point.expected));
    else doc.lineTo(x(point.year), y(point.expected));
  });
  doc.lineWidth(1.5).dash(5, { space: 3 }).stroke('#59606b').undash();
  for (const entry of target.years)
    doc
      .circle(x(entry.year), y(entry.actual), 4)
      .lineWidth(1)
      .fillAndStroke(STATUS_COLOURS[entry.status], 'white');
  doc.fontSize(10).fillColor('black');
  doc.x = doc.page.margins.left;
  doc.y = top + height + 20;
}

/**
 * The reduction targets (docs/benchmarks-and-targets.md#targets): each one's rule, its newest year's
 * standing with the gap in the figure's unit, its path drawn, and every year's expected and actual
 * figure in a table.
 */
function targetsPage(doc: PDFKit.PDFDocument, input: AnnualReportInput): void {
  const { text: t } = input;
  const words = benchmarkWords(t, input.locale);
  const number = (value: number) => drawable(words.number(value));
  doc.addPage();
  heading(doc, t('targets.title'));
  legend(doc, [
    { label: t('targets.chart.path'), color: '#59606b' },
    { label: t('targets.statusWord.ahead'), color: STATUS_COLOURS.ahead },
    { label: t('targets.statusWord.onTrack'), color: STATUS_COLOURS.onTrack },
    { label: t('targets.statusWord.behind'), color: STATUS_COLOURS.behind },
  ]);
  for (const target of input.targets) {
    if (doc.y > doc.page.height - 200) doc.addPage();
    doc
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(drawable(words.rule(target)));
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(drawable(words.standing(target)));
    if (target.path.length === 0) continue;
    doc.fontSize(8).fillColor(GREY).text(target.unit).fillColor('black').fontSize(10);
    targetChart(doc, target, number);
    const actual = new Map(target.years.map((entry) => [entry.year, entry]));
    table(
      doc,
      [t('report.year'), t('targets.chart.path'), t('targets.chart.actual'), ''],
      target.path.map((point) => {
        const entry = actual.get(point.year);
        return [
          String(point.year),
          `${number(point.expected)} ${target.unit}`,
          entry ? `${number(entry.actual)} ${target.unit}` : '—',
          entry ? t(`targets.statusWord.${entry.status}`) : '',
        ];
      }),
      [60, '*', '*', 90],
    );
  }
}

/**
 * The annual report of one year as a PDF (docs/insights.md#behaviour): organisation profile, progress per review,
 * the carbon footprint with its breakdown and factor sources, the year's answers with units, and
 * the notes. Built with pdfkit; resolves with the file's bytes.
 */
export function annualReportPdf(input: AnnualReportInput): Promise<Buffer> {
  const { text: t, year } = input;
  const percent = percentIn(input.locale);
  const number = numberIn(input.locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: {
      Title: t('report.documentTitle', { organisation: input.organisation.title, year }),
      Author: 'OnCourse',
    },
  });
  const done = pdfBytes(doc);

  doc.font('Helvetica-Bold').fontSize(20).fillColor(GREEN).text(input.organisation.title);
  doc.font('Helvetica').fontSize(13).fillColor('black').text(t('report.title', { year }));
  doc.moveDown(0.8);
  profile(doc, input);

  heading(doc, t('report.progress'));
  table(
    doc,
    [t('report.review'), t('report.progress')],
    [
      [t('report.annualData', { year }), percent(progress(input.set, input.answers))],
      ...input.reviews.map((review) => [review.title, percent(review.progress)]),
    ],
    ['*', 80],
  );

  heading(doc, t('insights.footprintTitle', { year }));
  footprintSection(doc, input);
  comparisonSection(doc, input);
  if (input.vsme) vsmeSection(doc, input, input.vsme);
  if (input.benchmarks) benchmarksPage(doc, input, input.benchmarks);
  if (input.targets.length > 0) targetsPage(doc, input);

  const notes: { question: string; text: string }[] = [];
  for (const section of sortBySortOrder(input.set.sections).filter((candidate) => candidate.active)) {
    heading(doc, t('report.section', { section: section.title }));
    const rows = scopeQuestions(section)
      .filter((question) => !isFootprintCalculation(question))
      .map((question) => {
        // The reader's own figures keep every decimal they typed.
        const { measurementUnit, countryCode, currency } = input.organisation;
        const answer = answerText(
          question,
          input.answers,
          measurementUnit,
          (value) => number(value, 6),
          facilityCurrency(countryCode, measurementUnit, currency),
        );
        for (const text of answer.notes) notes.push({ question: question.title, text });
        return [question.title, answer.text || '—', answer.unit];
      });
    table(doc, [t('report.question'), t('report.answer'), t('report.unit')], rows, [190, '*', 60]);
  }

  heading(doc, t('report.notes'));
  if (notes.length === 0) doc.fillColor(GREY).text(t('report.noNotes')).fillColor('black');
  for (const note of notes) {
    doc.font('Helvetica-Bold').text(note.question).font('Helvetica').text(note.text).moveDown(0.4);
  }

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin would start a new page: lift the margin for the footer.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const bottom = doc.page.height - margin + 16;
    doc.fontSize(8).fillColor(GREY);
    doc.text(
      t('report.footer', {
        organisation: input.organisation.title,
        year,
        date: drawable(formatDate(input.generatedAt, input.locale)),
        page: index + 1,
        pages: range.count,
      }),
      doc.page.margins.left,
      bottom,
      {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'center',
        lineBreak: false,
      },
    );
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
