import { describe, expect, it } from 'vitest';
import { expected, mixShares, planOf, reportRound, SAVE_KINDS, sessionPlan } from './mix.ts';

describe('the soak session plan', () => {
  it('signs in first, one document upload and the report, when there is one, after its round', () => {
    const plan = sessionPlan(10, 3);
    expect(plan[0]).toBe('sign in');
    expect(plan.filter((kind) => kind === 'upload document')).toHaveLength(1);
    expect(plan.filter((kind) => kind === 'sign in')).toHaveLength(1);
    expect(plan.filter((kind) => kind === 'download PDF report')).toHaveLength(1);
    // The sign-in, the dashboard's three calls and four rounds of twelve requests come before it.
    expect(plan.indexOf('download PDF report')).toBe(4 + 4 * 12);
    expect(sessionPlan(10, null)).not.toContain('download PDF report');
  });

  it('opens each section before its first save, so every save carries the version it read', () => {
    const plan = sessionPlan(3);
    expect(plan.indexOf('open review section: answers')).toBeLessThan(plan.indexOf('save review answers'));
    expect(plan.indexOf('open annual data: answers')).toBeLessThan(plan.indexOf('save annual data'));
  });

  it('saves every few requests: at one request a second, a save every two or three seconds', () => {
    const shares = mixShares([sessionPlan()]);
    const saves = SAVE_KINDS.reduce((sum, kind) => sum + (shares.get(kind) ?? 0), 0);
    expect(saves).toBeGreaterThan(1 / 3);
    expect(saves).toBeLessThan(1 / 2);
    expect([...shares.values()].reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 10);
  });

  it('keeps sign-ins rare: more rounds, fewer sign-ins per request', () => {
    expect(mixShares([sessionPlan(20)]).get('sign in')!).toBeLessThan(
      mixShares([sessionPlan(5)]).get('sign in')!,
    );
  });

  it('has one person in four download the report, after a round that differs from person to person', () => {
    const people = Array.from({ length: 200 }, (_, person) => person);
    const rounds = people.map((person) => reportRound(person)).filter((round) => round !== null);
    expect(rounds).toHaveLength(50);
    // Every round has its reports, five each: they arrive all through the run, not together.
    expect(new Set(rounds).size).toBe(10);
    expect(rounds.filter((round) => round === 0)).toHaveLength(5);
    const shares = mixShares(people.map(planOf));
    expect(shares.get('download PDF report')!).toBeGreaterThan(0);
    expect(shares.get('download PDF report')!).toBeLessThan(shares.get('upload document')!);
  });

  it('counts a conflict, a refusal or a failure as unexpected', () => {
    expect(expected(200)).toBe(true);
    expect([201, 409, 429, 500].filter(expected)).toEqual([]);
  });
});
