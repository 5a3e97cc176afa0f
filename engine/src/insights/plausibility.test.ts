import { describe, expect, it } from 'vitest';
import { answer } from '../../test/builders.ts';
import { readFileSync } from 'node:fs';
import type { Answer, QuestionSet, UnitSystem } from '../model.ts';
import { convert } from '../units.ts';
import { ANNUAL_DATA_QUESTIONS as Q } from './annual-data-map.ts';
import { annualDataSet } from '../../test/insights-fixtures.ts';
import {
  bandHigh,
  IRRIGATED_AREA,
  PLAUSIBILITY_BANDS,
  plausibility,
  publishedRate,
  SITE_AREA,
  siteHectares,
} from './plausibility.ts';

const ACRE_IN_HA = convert(1, 'area', 'united states customary', 'metric');

describe('the bands, from their published figures', () => {
  it('turns 6 acre-feet per acre into its depth over a hectare', () => {
    // 6 ft = 1.8288 m of water; over 10,000 m² that is 18,288 m³.
    expect(publishedRate(PLAUSIBILITY_BANDS.water)).toBeCloseTo(6 * 0.3048 * 10_000, 6);
  });

  it('spreads the national totals over the acres they cover, in metric units', () => {
    expect(publishedRate(PLAUSIBILITY_BANDS.electricity)).toBeCloseTo(
      6_714_000_000 / (1_504_210 * ACRE_IN_HA),
      3,
    );
    const litres = (77_000_000 + 50_400_000) * 3.785411784;
    expect(publishedRate(PLAUSIBILITY_BANDS.fuel)).toBeCloseTo(litres / (1_504_210 * ACRE_IN_HA), 3);
    const nitrogenKg = 101_096 * 2_000 * 0.45359237;
    expect(publishedRate(PLAUSIBILITY_BANDS.nitrogen)).toBeCloseTo(nitrogenKg / (1_311_000 * ACRE_IN_HA), 3);
  });

  it('keeps its source beside every band, and says where a factor is a judgement', () => {
    for (const band of Object.values(PLAUSIBILITY_BANDS)) {
      expect(band.figure.source.length).toBeGreaterThan(20);
      expect(band.figure.where.length).toBeGreaterThan(10);
      if (band.factor !== 1) expect(band.note).toMatch(/judgement/);
    }
  });
});

const metric = (value: number): Answer => answer({ value, unitMeasurementType: 'metric' });
const grid = (cells: Record<number, number>[], system: UnitSystem = 'metric'): Answer =>
  answer({ unitMeasurementType: system, rows: cells.map((values, index) => ({ id: `r${index}`, values })) });

describe('plausibility', () => {
  it('flags electricity far above the band per site hectare, with the figure that made it fire', () => {
    const high = bandHigh(PLAUSIBILITY_BANDS.electricity);
    const answers = { [Q.electricity.grid]: metric(Math.round(high * 60 * 2)) };
    const [hint] = plausibility(answers, { siteHectares: 60 }, 'metric');
    expect(hint).toMatchObject({ metric: 'electricity', basis: 'siteHectare', unit: 'kWh', areaUnit: 'ha' });
    expect(hint!.perArea).toBeCloseTo(Math.round(high * 60 * 2) / 60, 6);
    expect(hint!.high).toBeCloseTo(high, 6);
    // Within the band, or without a site area, nothing fires.
    expect(plausibility({ [Q.electricity.grid]: metric(high * 60) }, { siteHectares: 60 }, 'metric')).toEqual(
      [],
    );
    expect(plausibility(answers, { siteHectares: null }, 'metric')).toEqual([]);
  });

  it('reads water per irrigated hectare from the same year, summing the sources', () => {
    const answers = {
      [Q.water.grid]: grid([{ [Q.water.volume]: 400_000 }, { [Q.water.volume]: 150_000 }]),
      [IRRIGATED_AREA]: metric(20),
    };
    const [hint] = plausibility(answers, { siteHectares: null }, 'metric');
    expect(hint).toMatchObject({ metric: 'water', perArea: 27_500, unit: 'm³' });
    expect(
      plausibility({ ...answers, [IRRIGATED_AREA]: metric(40) }, { siteHectares: null }, 'metric'),
    ).toEqual([]);
  });

  it('speaks an imperial facility’s units: gallons per acre', () => {
    // 30,000 m³/ha in US gallons per acre, typed as such.
    const perAcre = convert(30_000, 'volume', 'metric', 'united states customary') * ACRE_IN_HA;
    const answers = {
      [Q.water.grid]: grid([{ [Q.water.volume]: perAcre * 50 }], 'united states customary'),
      [IRRIGATED_AREA]: answer({ value: 50, unitMeasurementType: 'united states customary' }),
    };
    const [hint] = plausibility(answers, { siteHectares: null }, 'united states customary');
    expect(hint).toMatchObject({ metric: 'water', unit: 'US gal', areaUnit: 'ac' });
    expect(hint!.perArea).toBeCloseTo(perAcre, 3);
    expect(hint!.high).toBeCloseTo(
      convert(bandHigh(PLAUSIBILITY_BANDS.water), 'volume', 'metric', 'united states customary') * ACRE_IN_HA,
      3,
    );
  });

  it('flags each nutrient and machinery fuel (in litres) on its own', () => {
    const n = bandHigh(PLAUSIBILITY_BANDS.nitrogen) * 10 * 1.5;
    const answers = {
      [Q.nutrients.grid]: grid([
        { [Q.nutrients.nitrogen]: n, [Q.nutrients.phosphate]: 1, [Q.nutrients.potash]: 1 },
      ]),
      [Q.fuel.grid]: grid([{ [Q.fuel.litres]: bandHigh(PLAUSIBILITY_BANDS.fuel) * 10 * 4 }]),
    };
    const hints = plausibility(answers, { siteHectares: 10 }, 'metric');
    expect(hints.map((hint) => `${hint.metric} ${hint.unit}`)).toEqual(['fuel L', 'nitrogen kg']);
  });
});

describe('the questions it reads', () => {
  it('are the fixtures’ area irrigated and site area, both areas', () => {
    const baseline = JSON.parse(
      readFileSync(new URL('../../../fixtures/question-sets/baseline.json', import.meta.url), 'utf8'),
    ) as QuestionSet;
    const find = (set: QuestionSet, id: number) =>
      set.sections
        .flatMap((s) => s.subsections.flatMap((sub) => sub.fieldSets.flatMap((fs) => fs.questions)))
        .find((q) => q.id === id);
    expect(find(annualDataSet, IRRIGATED_AREA)?.unitType).toBe('area');
    expect(find(baseline, SITE_AREA)?.unitType).toBe('area');
  });

  it('reads the site area in hectares from an answer in acres', () => {
    const acres = answer({ value: 150, unitMeasurementType: 'british imperial' });
    expect(siteHectares({ [SITE_AREA]: acres }, 'metric')).toBeCloseTo(150 * ACRE_IN_HA, 9);
    expect(siteHectares({}, 'metric')).toBeNull();
  });
});
