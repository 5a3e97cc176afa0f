import { describe, expect, it } from 'vitest';
import {
  comparisonScope,
  peerPosition,
  publishable,
  roundedCount,
  roundFigure,
  sizeBand,
} from './benchmarks.ts';

describe('sizeBand', () => {
  it('puts a club in the 9-hole, 18-hole or 27+ band by the holes of all its courses', () => {
    expect(sizeBand(6)).toBe('9');
    expect(sizeBand(9)).toBe('9');
    expect(sizeBand(12)).toBe('18');
    expect(sizeBand(18)).toBe('18');
    expect(sizeBand(27)).toBe('27+');
    expect(sizeBand(45)).toBe('27+');
  });

  it('has no band without holes', () => {
    expect(sizeBand(null)).toBeNull();
    expect(sizeBand(0)).toBeNull();
  });
});

describe('anonymity', () => {
  it('shows a figure from 5 other facilities and none from 4', () => {
    expect(publishable(5)).toBe(true);
    expect(publishable(4)).toBe(false);
  });

  it('rounds peer counts down to fives, so one facility joining does not show', () => {
    expect(roundedCount(5)).toBe(5);
    expect(roundedCount(9)).toBe(5);
    expect(roundedCount(10)).toBe(10);
    expect(roundedCount(123)).toBe(120);
  });

  it('rounds figures to two significant digits', () => {
    expect(roundFigure(1234.5)).toBe(1200);
    expect(roundFigure(0.0456)).toBe(0.046);
    expect(roundFigure(0)).toBe(0);
  });
});

describe('comparisonScope', () => {
  it('compares within the country when it has 5 other facilities', () => {
    expect(comparisonScope({ country: 5, region: 20, all: 300 })).toBe('country');
  });

  it('widens to the region, then to all, when a group is too small', () => {
    expect(comparisonScope({ country: 4, region: 12, all: 300 })).toBe('region');
    expect(comparisonScope({ country: 1, region: 4, all: 7 })).toBe('all');
  });

  it('has no group when even all facilities of the band are fewer than 5', () => {
    expect(comparisonScope({ country: 0, region: 2, all: 4 })).toBeNull();
  });
});

describe('peerPosition', () => {
  const quartiles = { lowerQuartile: 100, median: 200, upperQuartile: 400 };
  it('words where a value falls among the quartiles', () => {
    expect(peerPosition(50, quartiles)).toBe('lowestQuarter');
    expect(peerPosition(100, quartiles)).toBe('lowestQuarter');
    expect(peerPosition(150, quartiles)).toBe('belowMedian');
    expect(peerPosition(300, quartiles)).toBe('aboveMedian');
    expect(peerPosition(401, quartiles)).toBe('highestQuarter');
  });
});
