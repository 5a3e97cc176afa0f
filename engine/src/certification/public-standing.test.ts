import { describe, expect, it } from 'vitest';
import { addMonths, publicStanding, type StandingFacts } from './public-standing.ts';

const facts = (overrides: Partial<StandingFacts>): StandingFacts => ({
  certified: true,
  certifiedUntil: '2027-06-30',
  inProcessShown: false,
  everCertified: true,
  ...overrides,
});

describe('publicStanding', () => {
  it('calls a certificate with more than six months left certified', () => {
    expect(publicStanding(facts({}), '2026-12-01')).toBe('certified');
  });

  it('calls it due for renewal within six months of its last day, and still on that day', () => {
    expect(publicStanding(facts({}), '2027-01-01')).toBe('renewal-due');
    expect(publicStanding(facts({}), '2027-06-30')).toBe('renewal-due');
  });

  it('calls it expired the day after, whatever the flag says', () => {
    expect(publicStanding(facts({}), '2027-07-01')).toBe('expired');
  });

  it('never calls an organisation that was not certified certified', () => {
    expect(publicStanding(facts({ certified: false, everCertified: false }), '2026-12-01')).toBeNull();
    expect(
      publicStanding(facts({ certified: false, everCertified: false, inProcessShown: true }), '2026-12-01'),
    ).toBe('in-process');
  });

  it('shows a renewal under way as certified while the old certificate holds', () => {
    expect(publicStanding(facts({ inProcessShown: true }), '2026-12-01')).toBe('certified');
    expect(publicStanding(facts({ inProcessShown: true }), '2027-08-01')).toBe('in-process');
  });
});

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
  });
});
