// The annual report's charts (docs/insights.md#behaviour): the footprint's bars by source and
// the targets' paths, in the colours of the app's charts.
import type { Schemas } from '@oncourse/openapi';
import { GREEN, GREY } from '../../pdf/branding.ts';
import { type AnnualReportInput, numberIn } from './annual-report-layout.ts';

/** A bar per source, longest first: the footprint's breakdown at a glance. */
export function sourceBars(doc: PDFKit.PDFDocument, input: AnnualReportInput): void {
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

// The range bars and target paths in the colours of the app's charts (BenchmarksChart, TargetChart).
export const BAND = '#c9d6f2';

export const MEDIAN = '#1d2b4f';

export const OWN = '#2e7a4f';

export const STATUS_COLOURS = { ahead: '#2e7a4f', onTrack: '#4269d0', behind: '#d0412b' } as const;

/** One figure per metric: per hole where it has peers, else per hectare, as on the year page. */
export function shownFigures(figures: readonly Schemas['BenchmarkFigure'][]): Schemas['BenchmarkFigure'][] {
  const byMetric = new Map<string, Schemas['BenchmarkFigure']>();
  for (const figure of figures) {
    if (figure.peers === null || figure.position === null || byMetric.has(figure.metric)) continue;
    byMetric.set(figure.metric, figure);
  }
  return [...byMetric.values()];
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
export function targetChart(
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
