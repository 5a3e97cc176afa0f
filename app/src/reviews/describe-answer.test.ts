import { describe, expect, it } from 'vitest';
import { answer, option, question } from '@oncourse/engine/testing';
import { answerText } from './describe-answer';

describe('answerText', () => {
  it("writes a table row's choice cells by their option titles and its numbers in the reader's way", () => {
    const habitat = question({
      id: 10,
      uiType: 'DROPDOWNLIST',
      answers: [option('Heathland', { id: 50_020 }), option('Woodland', { id: 50_025 })],
    });
    const area = question({ id: 11, uiType: 'TEXTINPUTS', fieldType: 'number' });
    const table = question({ id: 9, uiType: 'DATAGRID', rowQuestions: [habitat, area] });
    const rows = [
      { id: 'r1', values: { 10: 50_020, 11: 18.5 } },
      { id: 'r2', values: { 10: 50_025, 11: 1250 } },
    ];
    expect(answerText(table, answer({ rows }), 'en-GB')).toBe('Heathland · 18.5; Woodland · 1,250');
  });
});
