import PDFDocument from 'pdfkit';
import {
  progress,
  scopeQuestions,
  sortBySortOrder,
  type AnswerMap,
  type Footprint,
  type FootprintSourceKey,
  type QuestionSet,
  unitLabel,
} from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { Text } from '../reference/catalogue.ts';
import { answerText } from './answer-text.ts';
import type { OrganisationFacts } from './insights.repository.ts';

export interface AnnualReportInput {
  organisation: OrganisationFacts;
  year: number;
  set: QuestionSet;
  answers: AnswerMap;
  footprint: Footprint;
  reviews: Pick<Schemas['BestPracticeProgress'], 'title' | 'progress'>[];
  /** When the report was made, printed in its footer line. */
  generatedAt: Date;
  /** The reader's language: the catalogue's strings and its number format. */
  text: Text;
  locale: string;
}

/** Waste streams in the words of the charts; destinations in the report's own. */
const WASTE_KEYS: Record<string, string> = {
  general: 'insights.series.general',
  recycling: 'insights.series.recycling',
  glass: 'insights.series.glass',
  food: 'insights.series.food',
  green: 'insights.series.green',
  hazardous: 'insights.series.hazardous',
  other: 'insights.series.other',
  landfill: 'report.waste.landfill',
  composting: 'report.waste.composting',
  energyRecovery: 'report.waste.energyRecovery',
  reuse: 'report.waste.reuse',
};

/** A waste factor key (`stream:destination`, `*` for any stream) in words, e.g. "General waste, energy recovery". */
function wasteLabel(detail: string, t: Text): string {
  return detail
    .split(':')
    .filter((part) => part !== '*')
    .map((part) => (WASTE_KEYS[part] ? t(WASTE_KEYS[part]) : part))
    .join(', ');
}

const sourceLabel = (key: FootprintSourceKey, t: Text) => t(`insights.source.${key}`);

const UNIT_SYSTEM_KEYS = {
  metric: 'units.metric',
  'british imperial': 'units.britishImperial',
  'united states customary': 'units.unitedStatesCustomary',
} as const;

const GREEN = '#1f6f43';
const GREY = '#5c6670';
/** A number in the reader's format (1,234.5 or 1.234,5), with at most `digits` decimals. */
const numberIn =
  (locale: string) =>
  (value: number, digits = 2): string =>
    value.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 });

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
  const sources = [...footprint.sources].sort((a, b) => b.tonnes - a.tonnes);
  const byLabel = new Map<string, number>();
  for (const source of sources) {
    const label = sourceLabel(source.key, t);
    byLabel.set(label, (byLabel.get(label) ?? 0) + source.tonnes);
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

function footprintSection(doc: PDFKit.PDFDocument, input: AnnualReportInput): void {
  const { footprint, text: t } = input;
  const number = numberIn(input.locale);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(t('report.total', { value: number(footprint.totalTonnes) }))
    .font('Helvetica')
    .fontSize(10)
    .text(
      t('insights.scopes', {
        scope1: number(footprint.scopes[1]),
        scope2: number(footprint.scopes[2]),
        scope3: number(footprint.scopes[3]),
      }),
    );
  const per = [
    footprint.perHole === null ? null : t('insights.perHole', { value: number(footprint.perHole, 3) }),
    footprint.perHectare === null
      ? null
      : t('insights.perHectare', { value: number(footprint.perHectare, 3) }),
  ].filter((part) => part !== null);
  if (per.length > 0) doc.text(per.join(' · '));
  doc.moveDown(0.6);
  sourceBars(doc, input);
  doc.moveDown(0.4);
  table(
    doc,
    [t('report.source'), t('report.scope'), t('report.amount'), t('report.factor'), t('insights.tonnesCo2e')],
    footprint.sources.map((source) => [
      sourceLabel(source.key, t) + (source.detail ? ` (${wasteLabel(source.detail, t)})` : ''),
      String(source.scope),
      number(source.amount),
      `${number(source.factor.value, 6)} ${source.factor.unit}`,
      number(source.tonnes, 3),
    ]),
    ['*', 40, 80, 120, 60],
  );
  doc.moveDown(0.5).fontSize(8).fillColor(GREY);
  const sources = [
    ...new Set(footprint.sources.map((source) => `${source.factor.source} (${source.factor.year})`)),
  ];
  doc.text(t('report.factors', { table: footprint.tableId, version: footprint.factorVersion }));
  for (const source of sources) doc.text(`• ${source}`);
  doc.fontSize(10).fillColor('black');
  const questions = scopeQuestions(input.set);
  const missing = footprint.missing.flatMap(
    (id) => questions.find((question) => question.id === id)?.title ?? [],
  );
  if (missing.length > 0) {
    doc.moveDown(0.5).text(`${t('insights.missing')} ${missing.join('; ')}.`);
  }
}

/**
 * The annual report of one year as a PDF (issue 12): organisation profile, progress per review,
 * the carbon footprint with its breakdown and factor sources, the year's answers with units, and
 * the notes. Built with pdfkit; resolves with the file's bytes.
 */
export function annualReportPdf(input: AnnualReportInput): Promise<Buffer> {
  const { text: t, year } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: {
      Title: t('report.documentTitle', { organisation: input.organisation.title, year }),
      Author: 'OnCourse',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).fillColor(GREEN).text(input.organisation.title);
  doc.font('Helvetica').fontSize(13).fillColor('black').text(t('report.title', { year }));
  doc.moveDown(0.8);
  profile(doc, input);

  heading(doc, t('report.progress'));
  table(
    doc,
    [t('report.review'), t('report.progress')],
    [
      [t('report.annualData', { year }), `${progress(input.set, input.answers)} %`],
      ...input.reviews.map((review) => [review.title, `${review.progress} %`]),
    ],
    ['*', 80],
  );

  heading(doc, t('insights.footprintTitle', { year }));
  footprintSection(doc, input);

  const notes: { question: string; text: string }[] = [];
  for (const section of sortBySortOrder(input.set.sections).filter((candidate) => candidate.active)) {
    heading(doc, t('report.section', { section: section.title }));
    const rows = scopeQuestions(section).map((question) => {
      const answer = answerText(question, input.answers, input.organisation.measurementUnit);
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
        date: input.generatedAt.toISOString().slice(0, 10),
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
