import { describe, expect, it } from 'vitest';
import { checkGoals, exitCodeOf, saveSurvived, type SoakOutcome } from './goals.ts';

const good: SoakOutcome = {
  errors: 0,
  saveP99Ms: 40,
  rssGrowth: 0.02,
  heapGrowth: -0.05,
  acknowledgedSaves: 400,
  lostSaves: 0,
};

const verdicts = (outcome: SoakOutcome) =>
  Object.fromEntries(checkGoals(outcome).map((goal) => [goal.name, goal.met]));

describe('the soak goals', () => {
  it('passes a clean run', () => {
    expect(Object.values(verdicts(good)).every(Boolean)).toBe(true);
    expect(exitCodeOf(checkGoals(good))).toBe(0);
  });

  it('fails the run on one unexpected answer', () => {
    const goals = checkGoals({ ...good, errors: 1 });
    expect(goals.find((goal) => goal.name === 'errors')).toMatchObject({ met: false, measured: '1' });
    expect(exitCodeOf(goals)).toBe(1);
  });

  it('fails the run on one lost save and says how many of the acknowledged were read back', () => {
    const goals = checkGoals({ ...good, lostSaves: 1 });
    expect(goals.find((goal) => goal.name === 'every acknowledged save readable')).toMatchObject({
      met: false,
      measured: '399 of 400',
    });
    expect(exitCodeOf(goals)).toBe(1);
  });

  it('reports slow saves and growing memory without failing the run', () => {
    const goals = checkGoals({ ...good, saveP99Ms: 250, rssGrowth: 0.3 });
    expect(verdicts({ ...good, saveP99Ms: 250, rssGrowth: 0.3 })).toMatchObject({
      'p99 of saves': false,
      'memory after the first minute (RSS, live heap)': false,
    });
    expect(exitCodeOf(goals)).toBe(0);
  });

  it('does not call memory flat when the run was too short to tell', () => {
    const goal = checkGoals({ ...good, rssGrowth: null, heapGrowth: null }).at(-1)!;
    expect(goal).toMatchObject({ met: false, measured: 'run too short to tell' });
  });
});

describe('saveSurvived', () => {
  it('accepts the last acknowledged value', () => {
    expect(saveSurvived(5.3, { value: 5.3 }, [])).toBe(true);
  });

  it('accepts a later value whose answer never came (the run stopped mid-save)', () => {
    expect(saveSurvived(5.4, { value: 5.3 }, [5.4])).toBe(true);
  });

  it('refuses an older value: an acknowledged save was lost', () => {
    expect(saveSurvived(5.2, { value: 5.3 }, [5.4])).toBe(false);
    expect(saveSurvived(undefined, { value: 5.3 }, [])).toBe(false);
  });

  it('has nothing to check when nothing was acknowledged', () => {
    expect(saveSurvived(undefined, null, [])).toBe(true);
  });
});
