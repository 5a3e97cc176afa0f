// Finds English left on a screen shown in another language: every visible line (and each sentence
// of it) that is an English text of the product — an interface string (fixtures/strings/en.json)
// or a content text (fixtures/translations/en) — and not also that language's own wording of
// something ("Fairway", "Green" and "OK" are the same in many languages). Names of people, places
// and facilities are in neither catalogue, so they are never reported.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));

const readJson = (...path: string[]): Record<string, string> =>
  JSON.parse(readFileSync(join(FIXTURES, ...path), 'utf8')) as Record<string, string>;

/** Every text of a language: its interface strings and its content (translations, glossary left out). */
function textsOf(language: string): string[] {
  const texts = Object.values(readJson('strings', `${language}.json`));
  let files: string[] = [];
  try {
    files = readdirSync(join(FIXTURES, 'translations', language));
  } catch {
    // A language without content translations yet: its content is all English.
  }
  for (const file of files.filter((name) => name.endsWith('.json') && name !== 'glossary.json')) {
    texts.push(...Object.values(readJson('translations', language, file)));
  }
  return texts;
}

const normalise = (text: string): string =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Pieces of text a reader takes in at once: lines, and the runs of sentences and " · " parts of each. */
function piecesOf(text: string): string[] {
  const pieces = new Set<string>();
  for (const line of text.split('\n').map(normalise).filter(Boolean)) {
    pieces.add(line);
    // Every run of whole sentences: one English string may sit inside a longer line.
    for (const part of line.split(' · ')) {
      const sentences = part.split(/(?<=[.!?:])\s+/);
      for (let from = 0; from < sentences.length; from += 1) {
        for (let to = from + 1; to <= sentences.length; to += 1) pieces.add(sentences.slice(from, to).join(' ').trim());
      }
    }
    // A label with its unit or count after it: "Water used (m³)", "Notes, 0".
    pieces.add(line.replace(/\s*\([^)]*\)$/, ''));
  }
  return [...pieces];
}

/** Worth reporting: words, not a symbol, a number or a one-letter label. */
const wordy = (text: string): boolean => (text.match(/\p{L}{2,}/gu) ?? []).join('').length >= 4;

export interface EnglishFinder {
  /** The English texts found in `text` (what a screen or a file shows), each once, in order. */
  find(text: string): string[];
}

/**
 * A finder for screens in `language`: a piece is English when it is an English text of the
 * product (an interface string with its {{placeholders}} standing for anything) that the
 * language does not also use.
 */
export function englishFinder(language: string): EnglishFinder {
  const own = new Set(textsOf(language).map(normalise));
  const english = textsOf('en')
    .map(normalise)
    .filter((text) => wordy(text) && !own.has(text));
  const exact = new Set(english.filter((text) => !/\{\{?\s*\w+\s*\}?\}/.test(text)));
  const templates = english
    .filter((text) => /\{\{?\s*\w+\s*\}?\}/.test(text))
    .map((text) => {
      const parts = text.split(/\{\{?\s*\w+\s*\}?\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      // A template that is nothing but placeholders and punctuation says nothing about language.
      return wordy(parts.join('')) ? new RegExp(`^${parts.join('.+?')}$`) : null;
    })
    .filter((pattern): pattern is RegExp => pattern !== null);
  return {
    find(text) {
      const found: string[] = [];
      for (const piece of piecesOf(text)) {
        if (own.has(piece) || !wordy(piece)) continue;
        if (exact.has(piece) || templates.some((pattern) => pattern.test(piece))) found.push(piece);
      }
      return [...new Set(found)];
    },
  };
}

/** The cells of a CSV file (RFC 4180 quoting), as one text a line each, for `find`. */
export function csvCells(csv: string): string {
  const cells: string[] = [];
  const pattern = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r?\n|$)/g;
  for (const match of csv.replace(/^\uFEFF/, '').matchAll(pattern)) {
    if (match[0] === '') break;
    const cell = match[1]!;
    cells.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
  }
  return cells.join('\n');
}
