import { describe, expect, it } from 'vitest';
import { question } from '../test/builders.ts';
import { selectGuidance } from './guidance.ts';

describe('selectGuidance', () => {
  const q = question({
    guidance: { default: 'General advice', GB: 'See Natural England advice', SE: '  ', DE: 'Siehe BfN' },
    guidanceTourGroups: { 'DP World Tour': 'Tour venue standard' },
    guidanceOrgGroups: { 'Troon Golf': 'Group policy applies' },
  });

  it('picks the country text, case-insensitively', () => {
    expect(selectGuidance(q, { country: 'gb' })).toEqual([
      { source: 'country', key: 'GB', text: 'See Natural England advice' },
    ]);
  });

  it('falls back to default for a country without text, or blank text', () => {
    expect(selectGuidance(q, { country: 'FR' })).toEqual([
      { source: 'default', key: 'default', text: 'General advice' },
    ]);
    expect(selectGuidance(q, { country: 'SE' })[0]?.source).toBe('default');
    expect(selectGuidance(q)[0]?.text).toBe('General advice');
    expect(selectGuidance(q, { country: 'default' })[0]?.source).toBe('default');
  });

  it('adds tournament group and organisation group texts', () => {
    const entries = selectGuidance(q, {
      country: 'DE',
      tournamentGroup: 'DP World Tour',
      organisationGroup: 'troon golf',
    });
    expect(entries.map((entry) => entry.source)).toEqual(['country', 'tournamentGroup', 'organisationGroup']);
    expect(entries[2]?.text).toBe('Group policy applies');
  });

  it('is empty when the question has no guidance', () => {
    expect(selectGuidance(question(), { country: 'GB', tournamentGroup: 'x' })).toEqual([]);
  });
});
