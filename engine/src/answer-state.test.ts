import { describe, expect, it } from 'vitest';
import { answer } from '../test/builders.ts';
import { answerState } from './answer-state.ts';

describe('answerState', () => {
  it('is untouched without an answer or with neither flag', () => {
    expect(answerState()).toBe('untouched');
    expect(answerState(null)).toBe('untouched');
    expect(answerState(answer({ value: 'typed but not saved' }))).toBe('untouched');
  });

  it('is saved for later when savelater is set and complete is not', () => {
    expect(answerState(answer({ savelater: true }))).toBe('savelater');
  });

  it('is complete when complete is set, whatever savelater says', () => {
    expect(answerState(answer({ complete: true }))).toBe('complete');
    expect(answerState(answer({ complete: true, savelater: true }))).toBe('complete');
  });
});
