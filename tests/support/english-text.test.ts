import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvCells, englishFinder } from './english-text.ts';

const en = JSON.parse(readFileSync(new URL('../../fixtures/strings/en.json', import.meta.url), 'utf8')) as Record<string, string>;
const de = JSON.parse(readFileSync(new URL('../../fixtures/strings/de.json', import.meta.url), 'utf8')) as Record<string, string>;
const question = JSON.parse(
  readFileSync(new URL('../../fixtures/translations/en/resources.json', import.meta.url), 'utf8'),
) as Record<string, string>;

describe('englishFinder', () => {
  const finder = englishFinder('de');

  it('reports an English interface string or content text on a German screen, and nothing else', () => {
    const screen = [de['reviews.save'], en['reviews.saveLater'], 'Golfclub Heidesee', question['question.11000.title'], '185.000 kWh'].join('\n');
    expect(finder.find(screen)).toEqual([en['reviews.saveLater'], question['question.11000.title']]);
  });

  it('recognises an English sentence with its placeholders filled in', () => {
    const filled = en['reviews.savedLater']!.replace('{{section}}', 'Wasser').replace('{{count}}', '2');
    expect(finder.find(`Fertig. ${filled}`)).toContain(filled);
  });

  it('reads the cells of a CSV file', () => {
    expect(csvCells('\uFEFFJahr,Frage\r\n2025,"Wasser, Energie"\r\n').split('\n')).toEqual(['Jahr', 'Frage', '2025', 'Wasser, Energie']);
  });
});
