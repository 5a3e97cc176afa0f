// The exports write a calculated total in the facility's own units, as its screens do
// (docs/languages-units-themes.md#units).
import { answer } from '@oncourse/engine/testing';
import { facilityCurrency, type Question } from '@oncourse/engine';
import { loadQuestionSets } from '@oncourse/fixtures';
import { describe, expect, it } from 'vitest';
import { answerLines, answerText } from './answer-text.ts';
import { csvCell, csvDialect } from './answers-csv.ts';

const annualData = loadQuestionSets().find((file) => file.file === 'annual-data-facility.json')!.questionSet;

function questionOf(id: number): Question {
  const all = annualData.sections.flatMap((section) =>
    section.subsections.flatMap((sub) => sub.fieldSets.flatMap((set) => set.questions)),
  );
  return all.find((question) => question.id === id)!;
}

describe('answerText for a US-customary facility', () => {
  const us = 'united states customary' as const;
  const answers = {
    '15000': answer({
      complete: true,
      unitMeasurementType: us,
      rows: [{ id: 'a', values: { '15001': 55000, '15002': 55006, '15003': 10_000 } }],
    }),
    '15020': answer({
      complete: true,
      unitMeasurementType: us,
      rows: [{ id: 'a', values: { '15021': 55036, '15022': 2000 } }],
    }),
    '15038': answer({ complete: true, value: 1000, unitMeasurementType: us }),
  };

  it('writes total water, water per round and total nitrogen in US gal and lbs, not m³ and kg', () => {
    expect(answerText(questionOf(15004), answers, us)).toMatchObject({ text: '10000', unit: 'US gal' });
    expect(answerText(questionOf(15008), answers, us)).toMatchObject({ text: '10', unit: 'US gal' });
    expect(answerText(questionOf(15025), answers, us)).toMatchObject({ text: '2000', unit: 'lbs' });
  });

  it('writes them in m³ and kg for a metric reader of the same answers', () => {
    expect(answerText(questionOf(15004), answers, 'metric')).toMatchObject({ text: '37.85', unit: 'm³' });
    expect(answerText(questionOf(15025), answers, 'metric')).toMatchObject({ text: '907.2', unit: 'kg' });
  });
});

describe('answerText for money', () => {
  it("writes a UK facility's costs in GBP even on metric units", () => {
    const labour = {
      ...questionOf(15004),
      uiType: 'TEXTINPUTS' as const,
      questionType: 'QUESTIONLIST' as const,
      calculation: null,
      unitType: 'currency' as const,
    };
    const answers = { '15004': answer({ complete: true, value: 25 }) };
    expect(answerText(labour, answers, 'metric', String, facilityCurrency('GB', 'metric')).unit).toBe('GBP');
    expect(answerText(labour, answers, 'metric').unit).toBe('EUR');
  });
});

describe('answerLines', () => {
  const metric = 'metric' as const;

  it('gives each grid cell a line with its row number and its own unit', () => {
    const water = questionOf(15000);
    const answers = {
      '15000': answer({
        complete: true,
        rows: [
          { id: 'a', values: { '15003': 1200 } },
          { id: 'b', values: { '15003': 800 } },
        ],
      }),
    };
    const volume = water.rowQuestions.find((column) => column.id === 15003)!;
    const { lines, state } = answerLines(water, answers, metric, String, 'EUR');
    expect(state).toBe('complete');
    expect(lines).toEqual([
      { question: `${water.title}: ${volume.title}`, row: 1, text: '1200', unit: 'm³' },
      { question: `${water.title}: ${volume.title}`, row: 2, text: '800', unit: 'm³' },
    ]);
  });

  it('keeps one empty line for a question nobody answered, so every question shows', () => {
    const { lines, state } = answerLines(questionOf(15000), {}, metric, String, 'EUR');
    expect(lines).toEqual([{ question: questionOf(15000).title, row: null, text: '', unit: '' }]);
    expect(state).toBe('untouched');
  });
});

describe('csvDialect', () => {
  it('separates with semicolons and a decimal comma where the language writes decimals with a comma', () => {
    expect(csvDialect('de')).toEqual({ separator: ';', decimal: ',' });
    expect(csvDialect('sv')).toEqual({ separator: ';', decimal: ',' });
    expect(csvDialect('en')).toEqual({ separator: ',', decimal: '.' });
  });

  it('quotes a cell that holds the separator in use, and only then', () => {
    expect(csvCell('Greens; tees', ';')).toBe('"Greens; tees"');
    expect(csvCell('Greens, tees', ';')).toBe('Greens, tees');
    expect(csvCell('Greens, tees', ',')).toBe('"Greens, tees"');
  });
});

describe('a water row from an "Other" source in the exports', () => {
  const answers = {
    '15000': answer({
      complete: true,
      unitMeasurementType: 'metric',
      rows: [{ id: 'a', values: { '15001': 55005, '15002': 55006, '15003': 1200, '15052': 'Quarry lake' } }],
    }),
  };

  it('says what the other source is, after the source, in the PDF text and as a CSV line of its own', () => {
    expect(answerText(questionOf(15000), answers, 'metric').text).toBe(
      'Source: Other, What is the other source?: Quarry lake, Used for: Irrigation, Volume: 1200 m³',
    );
    const { lines } = answerLines(questionOf(15000), answers, 'metric', String, 'EUR');
    expect(lines.map((line) => `${line.question} = ${line.text}`)).toContain(
      'Water used by source: What is the other source? = Quarry lake',
    );
  });
});
