// The annual report's layout (docs/insights.md#behaviour): what it is made from, headings,
// tables, legends and numbers in the reader's format.
import {
  type AnswerMap,
  type Footprint,
  formatNumber,
  formatPercent,
  type QuestionSet,
  type VsmeB3,
} from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import { drawable, GREEN, GREY } from '../../pdf/branding.ts';
import type { Text } from '../reference/catalogue.ts';
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

/** A number in the reader's format (1,234.5 or 1.234,5), with at most `digits` decimals. */
export const numberIn =
  (locale: string) =>
  (value: number, digits = 2): string =>
    drawable(formatNumber(value, locale, { maxDecimals: digits }));

/** A percentage in the product's one style, the reader's locale deciding sign and spacing. */
export const percentIn =
  (locale: string) =>
  (value: number, digits = 0) =>
    drawable(formatPercent(value, locale, digits));

export function heading(doc: PDFKit.PDFDocument, text: string): void {
  // Keep a heading with at least a few rows of what follows it.
  if (doc.y > doc.page.height - 230) doc.addPage();
  doc.moveDown(1).font('Helvetica-Bold').fontSize(14).fillColor(GREEN).text(text).moveDown(0.4);
  doc.font('Helvetica').fontSize(10).fillColor('black');
}

export function table(
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

/** A legend line: a swatch and a name each. */
export function legend(doc: PDFKit.PDFDocument, entries: { label: string; color: string }[]): void {
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
