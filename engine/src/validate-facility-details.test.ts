import { describe, expect, it } from 'vitest';
import { convert } from './units.ts';
import { validateFacilityDetails, type FacilityDetailsNumbers } from './validate-facility-details.ts';

const empty: FacilityDetailsNumbers = {
  areas: {
    total_area: null,
    club_house_area: null,
    maintenance_area: null,
    practice_area: null,
    indoor_area: null,
    other_area: null,
  },
  courses: [],
  petrol_costs: null,
  labour_hourly: null,
  fertiliser_budget: null,
  pesticide_budget: null,
  turnover: null,
};
const withAreas = (areas: Partial<FacilityDetailsNumbers['areas']>): FacilityDetailsNumbers => ({
  ...empty,
  areas: { ...empty.areas, ...areas },
});
const summary = (
  details: FacilityDetailsNumbers,
  system: Parameters<typeof validateFacilityDetails>[1] = 'metric',
) =>
  validateFacilityDetails(details, system).map(({ field, code, number, message, rule }) => ({
    field,
    code,
    number,
    message,
    rule,
  }));

describe('validateFacilityDetails: ranges', () => {
  it('accepts empty details and sensible figures', () => {
    expect(validateFacilityDetails(empty, 'metric')).toEqual([]);
    expect(
      validateFacilityDetails(
        {
          ...withAreas({ total_area: 65.5, maintenance_area: 0.75, practice_area: 4.25 }),
          courses: [
            {
              length: 6_200,
              number_of_holes: 18,
              year_opened: 1926,
              par: 72,
              rounds_per_year: 31_000,
              unit: 'metric',
            },
          ],
          petrol_costs: 14_000.75,
          labour_hourly: 18.5,
        },
        'metric',
      ),
    ).toEqual([]);
  });

  it('refuses 1e20 acres of indoor area, naming the field, with the limit in acres', () => {
    const acres = Math.floor(convert(2_000, 'area', 'metric', 'british imperial') * 100) / 100;
    expect(summary(withAreas({ indoor_area: 1e20 }), 'british imperial')).toEqual([
      {
        field: 'areas.indoor_area',
        code: 'ABOVE_MAX_VALUE',
        number: 105,
        message: `Enter at most ${acres.toLocaleString('en')} ac`,
        rule: 'range',
      },
    ]);
    // 3,000 acres is within 2,000 ha; 3,000 ha is not.
    expect(summary(withAreas({ total_area: 3_000 }), 'british imperial')).toEqual([]);
    expect(summary(withAreas({ total_area: 3_000 }), 'metric')[0]?.field).toBe('areas.total_area');
  });

  it('refuses money above 10 million and out-of-range course figures, each on its path', () => {
    const fields = summary({
      ...empty,
      fertiliser_budget: 10_000_000.01,
      courses: [
        {
          length: 6_000,
          number_of_holes: 18,
          year_opened: 1990,
          par: 72,
          rounds_per_year: 30_000,
          unit: null,
        },
        {
          length: 1e9,
          number_of_holes: 18,
          year_opened: 1990,
          par: 72,
          rounds_per_year: 2e6,
          unit: 'metric',
        },
      ],
    }).map((error) => `${error.field}:${error.number}`);
    expect(fields).toEqual([
      'courses.1.length:105',
      'courses.1.rounds_per_year:105',
      'fertiliser_budget:105',
    ]);
  });

  it('takes a turnover of tens of millions, and refuses one above ten billion', () => {
    expect(summary({ ...empty, turnover: 48_500_000 })).toEqual([]);
    expect(summary({ ...empty, turnover: 10_000_000_000.01 }).map((error) => error.field)).toEqual([
      'turnover',
    ]);
  });

  it("reads a course's length in the course's own unit", () => {
    const yards = { length: 54_000, number_of_holes: 18, year_opened: 1990, par: 72, rounds_per_year: null };
    // 54,000 yd is 49,378 m: within 50 km; 54,000 m is not.
    expect(
      validateFacilityDetails({ ...empty, courses: [{ ...yards, unit: 'british imperial' }] }, 'metric'),
    ).toEqual([]);
    expect(
      validateFacilityDetails({ ...empty, courses: [{ ...yards, unit: 'metric' }] }, 'british imperial'),
    ).toHaveLength(1);
  });
});

describe('validateFacilityDetails: parts of the total area', () => {
  it('refuses the part whose running sum passes the total, with the total as the limit', () => {
    expect(summary(withAreas({ total_area: 10, maintenance_area: 4, practice_area: 7 }))).toEqual([
      {
        field: 'areas.practice_area',
        code: 'ABOVE_MAX_VALUE',
        number: 105,
        message: 'Together with the areas above, this is more than the total area of 10 ha',
        rule: 'partsOverTotal',
      },
    ]);
  });

  it('accepts parts that add up to the total exactly, decimals included', () => {
    expect(summary(withAreas({ total_area: 0.3, club_house_area: 0.1, maintenance_area: 0.2 }))).toEqual([]);
  });

  it('has nothing to compare without a total', () => {
    expect(summary(withAreas({ maintenance_area: 400, practice_area: 700 }))).toEqual([]);
  });
});
