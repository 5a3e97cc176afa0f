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
}

const SOURCE_LABELS: Record<FootprintSourceKey, string> = {
  diesel: 'Diesel',
  petrol: 'Petrol',
  gasOil: 'Gas oil (heating oil)',
  lpg: 'LPG',
  naturalGas: 'Natural gas',
  fertiliserN2O: 'Fertiliser nitrogen (N2O)',
  electricity: 'Grid electricity',
  waterSupply: 'Water supply',
  waterTreatment: 'Water treatment',
  waste: 'Waste',
};

const WASTE_WORDS: Record<string, string> = {
  general: 'general',
  recycling: 'recycling',
  glass: 'glass',
  food: 'food',
  green: 'green waste',
  hazardous: 'hazardous',
  other: 'other',
  landfill: 'landfill',
  composting: 'composting',
  energyRecovery: 'energy recovery',
  reuse: 'reuse',
};

/** A waste factor key (`stream:destination`, `*` for any stream) in words, e.g. "general, energy recovery". */
function wasteLabel(detail: string): string {
  return detail
    .split(':')
    .filter((part) => part !== '*')
    .map((part) => WASTE_WORDS[part] ?? part)
    .join(', ');
}

const GREEN = '#1f6f43';
const GREY = '#5c6670';
const number = (value: number, digits = 2): string =>
  value.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: 0 });

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
function sourceBars(doc: PDFKit.PDFDocument, footprint: Footprint): void {
  const sources = [...footprint.sources].sort((a, b) => b.tonnes - a.tonnes);
  const byLabel = new Map<string, number>();
  for (const source of sources) {
    const label = SOURCE_LABELS[source.key];
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

function profile(doc: PDFKit.PDFDocument, input: AnnualReportInput): void {
  const { organisation } = input;
  const address = [organisation.address1, organisation.address2, organisation.city, organisation.postZipCode]
    .filter((part) => part)
    .join(', ');
  const rows = [
    ['Address', address || '—'],
    ['Country', organisation.countryTitle ?? '—'],
    ['Units', organisation.measurementUnit],
    ['Holes', organisation.holes === null ? '—' : String(organisation.holes)],
    [
      'Total area',
      organisation.totalArea === null
        ? '—'
        : `${number(organisation.totalArea)} ${unitLabel('area', organisation.measurementUnit)}`,
    ],
  ];
  table(doc, ['Facility profile', ''], rows, [120, '*']);
}

function footprintSection(doc: PDFKit.PDFDocument, input: AnnualReportInput): void {
  const { footprint } = input;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`Total: ${number(footprint.totalTonnes)} t CO2e`)
    .font('Helvetica')
    .fontSize(10)
    .text(
      `Scope 1: ${number(footprint.scopes[1])} t · Scope 2: ${number(footprint.scopes[2])} t · Scope 3: ${number(footprint.scopes[3])} t`,
    );
  const per = [
    footprint.perHole === null ? null : `${number(footprint.perHole, 3)} t per hole`,
    footprint.perHectare === null ? null : `${number(footprint.perHectare, 3)} t per hectare`,
  ].filter((part) => part !== null);
  if (per.length > 0) doc.text(per.join(' · '));
  doc.moveDown(0.6);
  sourceBars(doc, footprint);
  doc.moveDown(0.4);
  table(
    doc,
    ['Source', 'Scope', 'Amount', 'Factor', 't CO2e'],
    footprint.sources.map((source) => [
      SOURCE_LABELS[source.key] + (source.detail ? ` (${wasteLabel(source.detail)})` : ''),
      String(source.scope),
      number(source.amount),
      `${source.factor.value} ${source.factor.unit}`,
      number(source.tonnes, 3),
    ]),
    ['*', 40, 80, 120, 60],
  );
  doc.moveDown(0.5).fontSize(8).fillColor(GREY);
  const sources = [
    ...new Set(footprint.sources.map((source) => `${source.factor.source} (${source.factor.year})`)),
  ];
  doc.text(`Factors (table ${footprint.tableId}, data version ${footprint.factorVersion}):`);
  for (const source of sources) doc.text(`• ${source}`);
  doc.fontSize(10).fillColor('black');
  const questions = scopeQuestions(input.set);
  const missing = footprint.missing.flatMap(
    (id) => questions.find((question) => question.id === id)?.title ?? [],
  );
  if (missing.length > 0) {
    doc.moveDown(0.5).text(`Unanswered questions that would change it: ${missing.join('; ')}.`);
  }
}

/**
 * The annual report of one year as a PDF (issue 12): organisation profile, progress per review,
 * the carbon footprint with its breakdown and factor sources, the year's answers with units, and
 * the notes. Built with pdfkit; resolves with the file's bytes.
 */
export function annualReportPdf(input: AnnualReportInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: { Title: `${input.organisation.title}: annual report ${input.year}`, Author: 'OnCourse' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).fillColor(GREEN).text(input.organisation.title);
  doc.font('Helvetica').fontSize(13).fillColor('black').text(`Annual sustainability report ${input.year}`);
  doc.moveDown(0.8);
  profile(doc, input);

  heading(doc, 'Progress');
  table(
    doc,
    ['Review', 'Progress'],
    [
      [`Annual data ${input.year}`, `${progress(input.set, input.answers)} %`],
      ...input.reviews.map((review) => [review.title, `${review.progress} %`]),
    ],
    ['*', 80],
  );

  heading(doc, `Carbon footprint ${input.year}`);
  footprintSection(doc, input);

  const notes: { question: string; text: string }[] = [];
  for (const section of sortBySortOrder(input.set.sections).filter((candidate) => candidate.active)) {
    heading(doc, `Annual data: ${section.title}`);
    const rows = scopeQuestions(section).map((question) => {
      const answer = answerText(question, input.answers, input.organisation.measurementUnit);
      for (const text of answer.notes) notes.push({ question: question.title, text });
      return [question.title, answer.text || '—', answer.unit];
    });
    table(doc, ['Question', 'Answer', 'Unit'], rows, [190, '*', 60]);
  }

  heading(doc, 'Notes');
  if (notes.length === 0) doc.fillColor(GREY).text('No notes for this year.').fillColor('black');
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
      `${input.organisation.title} · ${input.year} · made ${input.generatedAt.toISOString().slice(0, 10)} · page ${index + 1} of ${range.count}`,
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
