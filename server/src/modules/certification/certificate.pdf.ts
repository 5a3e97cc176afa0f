import PDFDocument from 'pdfkit';
import { formatDate } from '@oncourse/engine';
import { BOLD, drawable, FONT, GREEN, GREY, pdfBytes } from '../../pdf/branding.ts';
import type { Text } from '../reference/catalogue.ts';

/** What the certificate prints (docs/certification.md#the-certificate), read by certificate.service.ts. */
export interface CertificateInput {
  organisationTitle: string;
  organisationType: 'FACILITY' | 'TOURNAMENT';
  /** The annual-data year of the review period. */
  reviewYear: number;
  verifierName: string | null;
  verifierCompany: string | null;
  /** YYYY-MM-DD, UTC. */
  decidedOn: string;
  validUntil: string;
  code: string;
  /** Where anyone checks the code: the public verification page. */
  verifyUrl: string;
  /** The valid-until date has passed: the certificate says so. */
  expired: boolean;
  generatedAt: Date;
  /** The reader's language: the catalogue's strings. */
  text: Text;
  /** The reader's regional locale: how dates are written. */
  locale: string;
}

const RED = '#b3261e';

const dateIn = (locale: string) => (isoDate: string) =>
  drawable(formatDate(new Date(`${isoDate}T00:00:00Z`), locale));

/** A label above its value, centred, as the certificate's facts read. */
function fact(doc: PDFKit.PDFDocument, label: string, value: string, width: number, size = 13): void {
  const left = doc.page.margins.left;
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(GREY)
    .text(label.toUpperCase(), left, doc.y, { width, align: 'center' });
  doc
    .font(BOLD)
    .fontSize(size)
    .fillColor('black')
    .text(value, left, doc.y + 2, { width, align: 'center' });
  doc.moveDown(0.9);
}

/**
 * The certificate of a certified case as a one-page PDF in the reader's language, in the annual
 * report's colours and fonts: the organisation, the review period, the verifier, the decision and
 * valid-until dates and the code with the address where anyone can check it; past its date it says
 * it has expired. Resolves with the file's bytes.
 */
export function certificatePdf(input: CertificateInput): Promise<Buffer> {
  const { text: t } = input;
  const date = dateIn(input.locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 70,
    info: {
      Title: t('certificate.documentTitle', { organisation: input.organisationTitle }),
      Author: 'OnCourse',
    },
  });
  const done = pdfBytes(doc);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;

  // A double frame in the product's green.
  doc
    .lineWidth(3)
    .strokeColor(GREEN)
    .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(36, 36, doc.page.width - 72, doc.page.height - 72)
    .stroke();

  doc.y = 110;
  doc.font(BOLD).fontSize(11).fillColor(GREEN).text('OnCourse', left, doc.y, { width, align: 'center' });
  doc.moveDown(0.6);
  doc.font(BOLD).fontSize(34).fillColor(GREEN).text(t('certificate.title'), { width, align: 'center' });
  doc.moveDown(1.2);
  doc.font(BOLD).fontSize(24).fillColor('black').text(input.organisationTitle, { width, align: 'center' });
  doc
    .font(FONT)
    .fontSize(11)
    .fillColor(GREY)
    .text(t(input.organisationType === 'TOURNAMENT' ? 'certificate.tournament' : 'certificate.facility'), {
      width,
      align: 'center',
    });
  doc.moveDown(1.2);
  doc
    .font(FONT)
    .fontSize(11)
    .fillColor('black')
    .text(t('certificate.statement', { organisation: input.organisationTitle }), { width, align: 'center' });
  doc.moveDown(1.6);

  fact(doc, t('certificate.period'), t('certificate.periodValue', { year: input.reviewYear }), width);
  const verifier = [input.verifierName, input.verifierCompany].filter((part) => part).join(', ');
  fact(doc, t('certificate.verifier'), verifier || '—', width);
  fact(doc, t('certificate.decided'), date(input.decidedOn), width);
  fact(doc, t('certificate.validUntil'), date(input.validUntil), width);
  fact(doc, t('certificate.code'), input.code, width, 20);

  if (input.expired) {
    doc.moveDown(0.4);
    doc
      .font(BOLD)
      .fontSize(12)
      .fillColor(RED)
      .text(t('certificate.expired', { date: date(input.validUntil) }), left, doc.y, {
        width,
        align: 'center',
      });
    doc.moveDown(0.8);
  }

  doc.moveDown(0.6);
  doc
    .font(FONT)
    .fontSize(10)
    .fillColor('black')
    .text(t('certificate.check', { url: input.verifyUrl }), left, doc.y, {
      width,
      align: 'center',
      link: input.verifyUrl,
    });

  // The footer sits on the frame's inner edge, below the bottom margin: lift the margin for it.
  const margin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor(GREY)
    .text(
      t('certificate.footer', { date: drawable(formatDate(input.generatedAt, input.locale)) }),
      left,
      doc.page.height - 60,
      { width, align: 'center', lineBreak: false },
    );
  doc.page.margins.bottom = margin;
  doc.end();
  return done;
}
