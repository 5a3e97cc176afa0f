import { describe, expect, it } from 'vitest';
import { answer, question, setOf } from '../../test/builders.ts';
import { ANNUAL_DATA_QUESTIONS as Q } from '../insights/annual-data-map.ts';
import { footprint } from '../insights/footprint.ts';
import { bandHigh, PLAUSIBILITY_BANDS } from '../insights/plausibility.ts';
import { answers2024 } from '../../test/insights-fixtures.ts';
import { syntheticFactors } from '../../test/synthetic-factors.ts';
import { deskReviewChecks, type DeskReviewFacts } from './checks.ts';

const mowing = question({ id: 501, title: 'Mowing hours', fieldType: 'number' });
const set = setOf([mowing]);
const clean: DeskReviewFacts = {
  gaps: [],
  year: {
    set,
    answers: { [mowing.id]: answer({ value: 100 }) },
    lastYear: { [mowing.id]: answer({ value: 90 }) },
    unitSystem: 'metric',
    siteHectares: 60,
  },
  footprintNotes: [],
  evidenceRequests: [],
};

const attention = (facts: DeskReviewFacts) =>
  deskReviewChecks(facts).filter((check) => check.level === 'attention');

describe('deskReviewChecks', () => {
  it('says every kind was looked at and found nothing for a clean submission', () => {
    const checks = deskReviewChecks(clean);
    expect(checks.map((check) => [check.kind, check.level])).toEqual([
      ['completeness', 'ok'],
      ['plausibility', 'ok'],
      ['year-change', 'ok'],
      ['footprint-note', 'ok'],
      ['evidence', 'ok'],
    ]);
  });

  it('names each question the readiness rule still finds missing, and a year not final', () => {
    const checks = attention({
      ...clean,
      gaps: [
        { kind: 'question', questionSetId: 1, sectionSlug: 'water', questionId: 77, title: 'Water plan' },
        { kind: 'footprint-not-final', year: 2024 },
      ],
    });
    expect(checks).toEqual([
      expect.objectContaining({
        key: 'programme.checks.completeness.question',
        values: { title: 'Water plan' },
        questionId: 77,
      }),
      expect.objectContaining({
        key: 'programme.checks.completeness.footprintNotFinal',
        values: { year: 2024 },
      }),
    ]);
  });

  it('flags a figure more than three times last year on its question', () => {
    const checks = attention({
      ...clean,
      year: { ...clean.year!, answers: { [mowing.id]: answer({ value: 400 }) } },
    });
    expect(checks).toEqual([
      expect.objectContaining({
        kind: 'year-change',
        key: 'programme.checks.yearChange.moreThanThreeTimes',
        questionId: mowing.id,
        values: { title: 'Mowing hours', value: '400', lastYear: 90 },
      }),
    ]);
  });

  it('says there is no year before to compare with rather than that nothing moved', () => {
    const checks = deskReviewChecks({ ...clean, year: { ...clean.year!, lastYear: null } });
    expect(checks.find((check) => check.kind === 'year-change')?.key).toBe(
      'programme.checks.yearChange.noPreviousYear',
    );
  });

  it('passes on the plausibility hint with the figure that made it fire', () => {
    const high = bandHigh(PLAUSIBILITY_BANDS.electricity);
    const answers = {
      [Q.electricity.grid]: answer({ value: Math.round(high * 60 * 2), unitMeasurementType: 'metric' }),
    };
    const [hint] = attention({ ...clean, year: { ...clean.year!, answers, lastYear: null } });
    expect(hint).toMatchObject({
      kind: 'plausibility',
      key: 'programme.checks.plausibility.high',
      questionId: Q.electricity.grid,
      values: { metric: 'electricity', unit: 'kWh', area: 'ha', high: Math.round(high) },
    });
  });

  it('lists each footprint note on the data once, none on the method, and evidence requested that no reply documented', () => {
    const checks = attention({
      ...clean,
      footprintNotes: [
        'ukFactorsAbroad',
        'co2Only',
        'ukFactorsAbroad',
        'editionOlderThanData',
        'naturalGasFromCcf',
      ],
      evidenceRequests: [
        { questionId: 12, text: 'The irrigation plan, please', documented: false },
        { questionId: 13, text: 'The energy audit', documented: true },
      ],
    });
    expect(checks.map((check) => check.key)).toEqual([
      'programme.checks.footprint.ukFactorsAbroad',
      'programme.checks.footprint.editionOlderThanData',
      'programme.checks.evidence.missing',
    ]);
    expect(checks.at(-1)?.questionId).toBe(12);
  });

  it('states the share resting on measured data and lists each estimated or spend-based source once', () => {
    const result = footprint(
      {
        answers: {
          ...answers2024.answers,
          // Electricity calculated from spend, water metered only partly; the fixture's nutrients are estimated.
          15080: answer({ complete: true, value: 55092 }),
          15005: answer({ complete: true, value: 55012 }),
        },
        year: 2024,
        country: 'GB',
        unitSystem: 'metric',
        holes: 27,
        hectares: 68.5,
        includeWellToTank: true,
      },
      syntheticFactors,
    );
    const checks = deskReviewChecks({ ...clean, footprint: result }).filter(
      (check) => check.kind === 'data-quality',
    );
    expect(checks[0]).toMatchObject({
      level: 'ok',
      key: 'programme.checks.dataQuality.share',
      values: { percent: Math.round((result.dataQuality.measuredShare ?? 0) * 100) },
    });
    expect(checks.slice(1).map((check) => [check.key, check.values.source, check.questionId])).toEqual([
      ['programme.checks.dataQuality.estimated', 'fertiliserN2O', Q.nutrients.grid],
      ['programme.checks.dataQuality.spend', 'electricity', Q.electricity.grid],
      ['programme.checks.dataQuality.estimated', 'waterSupply', Q.water.grid],
      ['programme.checks.dataQuality.estimated', 'waterTreatment', Q.water.grid],
    ]);
  });
});
