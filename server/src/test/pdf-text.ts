// Reads a PDF back as text with pdftotext, for tests of what a made document says.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasTool } from './tools.ts';

export const hasPdfToText = hasTool('pdftotext', ['-v'], 'apt-get install poppler-utils', 'the PDF tests');

/** The PDF's text, runs of white space as one space. */
export function pdfText(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-')), 'document.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}
