import { describe, expect, it } from 'vitest';
import { expected, mixShares, reportDue, SAVE_KINDS, sessionPlan } from './mix.ts';

describe('the soak session plan', () => {
  it('signs in first and ends with the report, one document upload in between', () => {
    const plan = sessionPlan();
    expect(plan[0]).toBe('sign in');
    expect(plan.at(-1)).toBe('download PDF report');
    expect(plan.filter((kind) => kind === 'upload document')).toHaveLength(1);
    expect(plan.filter((kind) => kind === 'sign in')).toHaveLength(1);
  });

  it('opens each section before its first save, so every save carries the version it read', () => {
    const plan = sessionPlan(3);
    expect(plan.indexOf('open review section: answers')).toBeLessThan(plan.indexOf('save review answers'));
    expect(plan.indexOf('open annual data: answers')).toBeLessThan(plan.indexOf('save annual data'));
  });

  it('saves every few requests: at one request a second, a save every two or three seconds', () => {
    const shares = mixShares(sessionPlan());
    const saves = SAVE_KINDS.reduce((sum, kind) => sum + (shares.get(kind) ?? 0), 0);
    expect(saves).toBeGreaterThan(1 / 3);
    expect(saves).toBeLessThan(1 / 2);
    expect([...shares.values()].reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 10);
  });

  it('keeps sign-ins rare: more rounds, fewer sign-ins per request', () => {
    expect(mixShares(sessionPlan(20)).get('sign in')!).toBeLessThan(
      mixShares(sessionPlan(5)).get('sign in')!,
    );
  });

  it('has each person download the report once in four sessions, staggered across people', () => {
    for (const person of [0, 1, 7]) {
      expect([0, 1, 2, 3].filter((session) => reportDue(person, session))).toHaveLength(1);
    }
    const people = Array.from({ length: 200 }, (_, person) => person);
    expect(people.filter((person) => reportDue(person, 5))).toHaveLength(50);
  });

  it('counts a conflict, a refusal or a failure as unexpected', () => {
    expect(expected(200)).toBe(true);
    expect([201, 409, 429, 500].filter(expected)).toEqual([]);
  });
});
