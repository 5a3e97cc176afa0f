import { describe, expect, it } from 'vitest';
import { yearChange } from './year-change.ts';

describe('yearChange', () => {
  it('gives the rise or fall in percent of last year’s figure', () => {
    expect(yearChange(112, 100)).toEqual({ kind: 'up', percent: 12 });
    expect(yearChange(75, 100)).toEqual({ kind: 'down', percent: 25 });
  });

  it('says the same when the change rounds to no whole percent', () => {
    expect(yearChange(100.4, 100)).toEqual({ kind: 'same' });
    expect(yearChange(0, 0)).toEqual({ kind: 'same' });
  });

  it('calls a figure new when last year had none of it, and has nothing to say without last year', () => {
    expect(yearChange(5, 0)).toEqual({ kind: 'new' });
    expect(yearChange(5, null)).toEqual({ kind: 'none' });
    expect(yearChange(5, undefined)).toEqual({ kind: 'none' });
    expect(yearChange(null, 5)).toEqual({ kind: 'none' });
  });
});
