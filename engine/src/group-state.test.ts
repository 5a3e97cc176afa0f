import { describe, expect, it } from 'vitest';
import { answer, question } from '../test/builders.ts';
import { groupState } from './group-state.ts';

describe('groupState', () => {
  const a = question();
  const b = question();
  const inactive = question({ active: false });
  const calculated = question({ uiType: 'CALCULATING', questionType: 'CALCULATING' });

  it('is complete when every active question is complete', () => {
    const answers = { [a.id]: answer({ complete: true }), [b.id]: answer({ complete: true }) };
    expect(groupState([a, b, inactive, calculated], answers)).toBe('complete');
  });

  it('is saved-in-process when any question is saved for later, even if others are complete', () => {
    const answers = { [a.id]: answer({ complete: true }), [b.id]: answer({ savelater: true }) };
    expect(groupState([a, b], answers)).toBe('savelater');
  });

  it('is none when some questions are untouched', () => {
    expect(groupState([a, b], { [a.id]: answer({ complete: true }) })).toBe('none');
    expect(groupState([a, b], {})).toBe('none');
  });

  it('ignores inactive questions, even one saved for later', () => {
    const answers = { [a.id]: answer({ complete: true }), [inactive.id]: answer({ savelater: true }) };
    expect(groupState([a, inactive], answers)).toBe('complete');
  });

  it('is none for a group with no active questions', () => {
    expect(groupState([], {})).toBe('none');
    expect(groupState([inactive], {})).toBe('none');
  });
});
