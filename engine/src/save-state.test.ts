import { describe, expect, it } from 'vitest';
import { answer, option, question } from '../test/builders.ts';
import { answerForLater, answerOnSave } from './save-state.ts';

const today = '2026-11-24';
const figure = question({ fieldType: 'number' });

describe('answerOnSave', () => {
  it('keeps a complete answer complete when its figure is corrected', () => {
    const corrected = answer({ complete: true, value: 14 });
    expect(answerOnSave(figure, corrected, { wasComplete: true, today })).toMatchObject({
      complete: true,
      savelater: false,
      value: 14,
    });
  });

  it('saves an answer that was not complete for later, as Save and Come Back does', () => {
    expect(answerOnSave(figure, answer({ value: 14 }), { wasComplete: false, today })).toMatchObject({
      complete: false,
      savelater: true,
    });
  });

  it('saves a complete answer that was emptied as untouched rather than refusing it', () => {
    const emptied = answer({ complete: true, value: null });
    expect(answerOnSave(figure, emptied, { wasComplete: true, today })).toMatchObject({
      complete: false,
      savelater: false,
    });
  });

  it('keeps it complete with a wrong figure, so the check for complete answers names the figure', () => {
    const wrong = answer({ complete: true, value: 'fourteen' });
    expect(answerOnSave(figure, wrong, { wasComplete: true, today }).complete).toBe(true);
  });
});

describe('answerForLater', () => {
  it('marks an answer holding something saved for later, and an empty one untouched', () => {
    expect(answerForLater(figure, answer({ complete: true, value: 3 }))).toMatchObject({
      complete: false,
      savelater: true,
    });
    expect(answerForLater(figure, answer({ value: '' }))).toMatchObject({
      complete: false,
      savelater: false,
    });
  });

  it('keeps an emptied preselection saved for later, so it is not preselected again', () => {
    const channels = question({
      uiType: 'MULTIPLECHOICE',
      fieldType: null,
      answers: [option('Website', { preselected: true })],
    });
    expect(answerForLater(channels, answer({ value: [] })).savelater).toBe(true);
  });
});
