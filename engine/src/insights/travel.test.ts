// Travel to and from the facility over the PUBLISHED DESNZ passenger transport factors
// (fixtures/emission-factors/desnz-*.json, `passengerTransport`; docs/carbon-method.md#travel), each
// expected figure computed by hand from the factor's documented value.
import { describe, expect, it } from 'vitest';
import type { AnswerMap } from '../group-state.ts';
import type { Answer, UnitSystem } from '../model.ts';
import { convert } from '../units.ts';
import { ANNUAL_DATA_OPTIONS as O, ANNUAL_DATA_QUESTIONS as Q } from './annual-data-map.ts';
import { footprint, type FootprintInput } from './footprint.ts';
import { modeSharesStatus } from './travel.ts';
import { answers2024, emissionFactorData } from '../../test/insights-fixtures.ts';
import { answer } from '../../test/builders.ts';

const data = emissionFactorData();
const desnz = (year: number) => data.editions.find((edition) => edition.year === year)!;
const T = Q.travel;

const number = (value: number, unitMeasurementType: UnitSystem = 'metric'): Answer =>
  answer({ complete: true, value, unitMeasurementType });
const share = (value: number): Answer => answer({ complete: true, value });

/** Visitors: rounds, return km and the four shares (car, shared car, public transport, bike or walk). */
function visitors(
  rounds: number,
  km: number,
  [car, sharing, publicTransport, bikeOrWalk]: (number | null)[],
): AnswerMap {
  const shares: [number, number | null | undefined][] = [
    [T.visitorShares.car, car],
    [T.visitorShares.carSharing, sharing],
    [T.visitorShares.publicTransport, publicTransport],
    [T.visitorShares.bikeOrWalk, bikeOrWalk],
  ];
  return {
    [Q.rounds]: number(rounds),
    [T.visitorDistance]: number(km),
    ...Object.fromEntries(
      shares.filter(([, value]) => value != null).map(([id, value]) => [id, share(value!)]),
    ),
  };
}

const input = (answers: AnswerMap, year = 2024, extra: Partial<FootprintInput> = {}): FootprintInput => ({
  answers,
  year,
  country: 'GB',
  unitSystem: 'metric',
  holes: 18,
  hectares: null,
  ...extra,
});

describe('travel: DESNZ average car, 20,000 rounds at 30 km return', () => {
  const answers = visitors(20_000, 30, [100, null, null, null]);
  const result = footprint(input(answers), data);

  it('is computed by hand from the DESNZ 2024 average car factor (per vehicle km)', () => {
    const car = desnz(2024).passengerTransport!.averageCar;
    // DESNZ 2024 flat file, Business travel- land > Cars (by size) > Average car > Unknown, km: 0.16691.
    expect(car).toMatchObject({ value: 0.16691, unit: 'kg CO2e/km', year: 2024 });
    expect(car.source).toBe('UK Government GHG Conversion Factors for Company Reporting 2024 (DESNZ)');
    // 20,000 rounds × 30 km × 100 % by car alone = 600,000 vehicle km × 0.16691 kg = 100,146 kg.
    const tonnes = (20_000 * 30 * 1.0 * 0.16691) / 1000;
    expect(result.travel?.tonnes).toBeCloseTo(100.146, 9);
    expect(result.travel?.tonnes).toBeCloseTo(tonnes, 9);
    expect(result.travel?.lines).toEqual([
      expect.objectContaining({
        key: 'visitorTravel',
        scope: 3,
        category: 9,
        detail: 'car',
        amount: 600_000,
        amountUnit: 'km',
        factor: expect.objectContaining({ value: 0.16691, table: 'Business travel- land' }),
      }),
    ]);
  });

  it('gives travel per round played and per hole', () => {
    // 100.146 t / 20,000 rounds = 5.0073 kg a round; / 18 holes = 5.5637 t a hole.
    expect((result.travel?.perRound ?? 0) * 1000).toBeCloseTo(5.0073, 9);
    expect(result.travel?.perHole).toBeCloseTo(100.146 / 18, 9);
  });

  it('is left out of the headline by default, and says so', () => {
    const without = footprint(input({ [Q.rounds]: number(20_000) }), data);
    expect(result.travel?.included).toBe(false);
    expect(result.market).toEqual(without.market);
    expect(result.location).toEqual(without.location);
    expect(result.notes).toContain('travelOutsideHeadline');
    expect(result.notes).not.toContain('travelInHeadline');
  });

  it('is in the headline of both methods when the facility chooses so, and says so', () => {
    const included = footprint(
      input({ ...answers, [T.includeInHeadline]: answer({ complete: true, value: O.includeTravel.yes }) }),
      data,
    );
    const without = footprint(input({ [Q.rounds]: number(20_000) }), data);
    expect(included.travel?.included).toBe(true);
    expect(included.market.total - without.market.total).toBeCloseTo(100.146, 9);
    expect(included.location.scope3 - without.location.scope3).toBeCloseTo(100.146, 9);
    expect(included.market.perHole).toBeCloseTo(included.market.total / 18, 9);
    expect(included.notes).toContain('travelInHeadline');
    expect(included.notes).not.toContain('travelOutsideHeadline');
  });

  it('uses the edition of the data year: 2025 data, the 2025 average car', () => {
    // DESNZ 2025 full set, Business travel- land, Average car, Unknown, km: 0.16725.
    const in2025 = footprint(input(answers, 2025), data);
    expect(desnz(2025).passengerTransport!.averageCar.value).toBe(0.16725);
    expect(in2025.travel?.tonnes).toBeCloseTo((600_000 * 0.16725) / 1000, 9);
  });
});

describe('travel: shares and modes', () => {
  it('divides a shared car by the people in it: two by default, the answer where given', () => {
    const car = 0.16691;
    const half = visitors(20_000, 30, [50, 50, null, null]);
    // 300,000 km alone + 300,000 person km / 2 people = 450,000 vehicle km.
    expect(footprint(input(half), data).travel?.tonnes).toBeCloseTo((450_000 * car) / 1000, 9);
    const four = { ...half, [T.sharedCarOccupancy]: number(4) };
    // 300,000 + 300,000 / 4 = 375,000 vehicle km.
    const result = footprint(input(four), data);
    expect(result.travel?.tonnes).toBeCloseTo((375_000 * car) / 1000, 9);
    expect(result.travel?.lines.find((line) => line.detail === 'carSharing:4')?.amount).toBe(75_000);
  });

  it('counts public transport per passenger km at the DESNZ average local bus, bike and walking at nothing', () => {
    // DESNZ 2024, Business travel- land > Bus > Average local bus, passenger.km: 0.10846.
    expect(desnz(2024).passengerTransport!.averageLocalBus.value).toBe(0.10846);
    const result = footprint(input(visitors(10_000, 40, [null, null, 25, 75])), data);
    expect(result.travel?.lines).toEqual([
      expect.objectContaining({ detail: 'publicTransport', amount: 100_000, amountUnit: 'passenger.km' }),
    ]);
    expect(result.travel?.tonnes).toBeCloseTo((100_000 * 0.10846) / 1000, 9);
  });

  it('counts staff commuting as category 7: staff × return km × working days', () => {
    const result = footprint(
      input({
        [T.staff]: number(12),
        [T.staffDistance]: number(24),
        [T.staffDays]: number(220),
        [T.staffShares.car]: share(80),
        [T.staffShares.bikeOrWalk]: share(20),
      }),
      data,
    );
    // 12 × 24 × 220 = 63,360 person km, 80 % alone by car = 50,688 vehicle km × 0.16691.
    expect(result.travel?.lines).toEqual([
      expect.objectContaining({ key: 'staffCommuting', category: 7, amount: 50_688 }),
    ]);
    expect(result.travel?.tonnes).toBeCloseTo((50_688 * 0.16691) / 1000, 9);
    expect(result.travel?.perRound).toBeNull();
  });

  it('refuses shares that do not add up to 100 %, and asks for them to be checked', () => {
    const result = footprint(input(visitors(20_000, 30, [60, null, 30, null])), data);
    expect(result.travel?.lines).toEqual([]);
    expect(result.travel?.tonnes).toBe(0);
    expect(result.flagged).toContainEqual({
      questionId: T.visitorShares.car,
      note: 'travelSharesNotHundred',
    });
    expect(result.notes).toContain('travelSharesNotHundred');
    expect(modeSharesStatus({ car: 60, carSharing: null, publicTransport: 30, bikeOrWalk: null })).toBe(
      'notHundred',
    );
    expect(modeSharesStatus({ car: 33.33, carSharing: 33.33, publicTransport: 33.34, bikeOrWalk: 0 })).toBe(
      'valid',
    );
  });

  it('reads a distance in miles where the facility counts in US units', () => {
    const answers = {
      ...visitors(20_000, 0, [100, null, null, null]),
      [T.visitorDistance]: number(20, 'united states customary'),
    };
    const result = footprint(input(answers, 2024, { unitSystem: 'united states customary' }), data);
    const km = convert(20, 'distance', 'united states customary', 'metric');
    expect(km).toBeCloseTo(32.18688, 5);
    expect(result.travel?.tonnes).toBeCloseTo((20_000 * km * 0.16691) / 1000, 9);
    // The vehicle km read in miles beside the factor's km.
    expect(result.travel?.lines[0]?.facilityAmount).toEqual({
      amount: expect.closeTo(400_000, 6),
      unit: 'mi',
    });
  });

  it('leaves the fixture year without travel: no group, no note, totals as before', () => {
    const result = footprint(input(answers2024.answers), data);
    expect(result.travel).toBeNull();
    expect(result.notes.filter((note) => note.startsWith('travel'))).toEqual([]);
  });
});
