import { describe, expect, it } from 'vitest';
import { answer } from '../test/builders.ts';
import { emptyAnswer, hasContent, isEmptyValue } from './answer-content.ts';

describe('isEmptyValue', () => {
  it('treats null, blank text and empty selections as empty, but 0 as an answer', () => {
    expect([null, undefined, '', '   ', []].map(isEmptyValue)).toEqual([true, true, true, true, true]);
    expect([0, 'x', [1]].map(isEmptyValue)).toEqual([false, false, false]);
  });
});

describe('hasContent', () => {
  it('sees values, rows, added answers and nested values', () => {
    expect(hasContent(undefined)).toBe(false);
    expect(hasContent(emptyAnswer())).toBe(false);
    expect(hasContent(answer({ value: 0 }))).toBe(true);
    expect(hasContent(answer({ rows: [{ id: 'r', values: {} }] }))).toBe(true);
    expect(hasContent(answer({ facilityAddedAnswers: [{ id: 1, title: 'Log piles' }] }))).toBe(true);
    expect(hasContent(answer({ nestedValues: { '5': '' } }))).toBe(false);
    expect(hasContent(answer({ nestedValues: { '5': 'Scrapes' } }))).toBe(true);
  });

  it('does not count notes alone as an answer', () => {
    const note = { id: 1, questionId: 1, type: 'notes' as const, createDate: '2025-01-01', value: 'n' };
    expect(hasContent(answer({ notes: [note] }))).toBe(false);
  });
});

describe('emptyAnswer', () => {
  it('is untouched and blank', () => {
    expect(emptyAnswer()).toEqual({
      complete: false,
      savelater: false,
      value: null,
      unitMeasurementType: null,
      nestedValues: {},
      facilityAddedAnswers: [],
      rows: [],
      notes: [],
    });
  });
});
