// Travel mode shares split one whole and are refused together when they do not add up to 100 %
// (docs/carbon-method.md#travel).
import { describe, expect, it } from 'vitest';
import type { AnswerMap } from './group-state.ts';
import { ANNUAL_DATA_QUESTIONS as Q } from './insights/annual-data-map.ts';
import { shareGroupErrors } from './share-groups.ts';
import { answer } from '../test/builders.ts';

const V = Q.travel.visitorShares;
const inScope = new Set(Object.values(V));
const shares = (values: Partial<Record<keyof typeof V, number>>): AnswerMap =>
  Object.fromEntries(
    Object.entries(values).map(([mode, value]) => [
      V[mode as keyof typeof V],
      answer({ complete: true, value }),
    ]),
  );

describe('shareGroupErrors', () => {
  it('refuses visitor shares adding up to 90 %, on the first share, with a clear message', () => {
    expect(shareGroupErrors(inScope, shares({ car: 60, publicTransport: 30 }))).toEqual([
      expect.objectContaining({
        field: String(V.car),
        code: 'BELOW_MIN_VALUE',
        message: 'Enter shares of this group that add up to 100 %',
      }),
    ]);
    expect(shareGroupErrors(inScope, shares({ car: 80, carSharing: 40 }))[0]?.code).toBe('ABOVE_MAX_VALUE');
  });

  it('accepts shares adding up to 100 %, none given, and a scope without the group', () => {
    expect(shareGroupErrors(inScope, shares({ car: 70, carSharing: 10, bikeOrWalk: 20 }))).toEqual([]);
    expect(shareGroupErrors(inScope, {})).toEqual([]);
    expect(shareGroupErrors(new Set([Q.rounds]), shares({ car: 60 }))).toEqual([]);
  });
});
