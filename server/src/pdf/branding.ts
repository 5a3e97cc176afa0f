// What every PDF OnCourse makes shares: its colours, its fonts (pdfkit's standard Helvetica) and
// the text those fonts can draw, so the annual report and the certificate read as one product.

export const GREEN = '#1f6f43';
export const GREY = '#5c6670';
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

/**
 * Text the PDF's standard fonts can draw: they hold WinAnsi only, so the narrow no-break space of
 * French groups becomes a no-break space and the minus sign of Swedish a hyphen-minus; both read the
 * same, where the originals would print as stray glyphs.
 */
export const drawable = (text: string): string => text.replace(/\u202f/g, '\u00a0').replace(/\u2212/g, '-');

/** Collects a pdfkit document's bytes; resolves once `doc.end()` has been called and the file is out. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
