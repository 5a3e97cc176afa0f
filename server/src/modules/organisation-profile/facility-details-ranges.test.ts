// Facility details' numbers over HTTP: beyond the engine's ranges in the facility's unit system, or
// areas whose parts exceed the total, the save is refused with 422 naming the field, and nothing of
// it is kept (courses included).
import emptyDetails from '@oncourse/fixtures/empty-facility-details.json' with { type: 'json' };
import { convert } from '@oncourse/engine';
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/harness.ts';
import { requestsAs } from '../../test/accounts.ts';

const saved = {
  ...emptyDetails,
  areas: { ...emptyDetails.areas, total_area: 60, maintenance_area: 1.5 },
  courses: [
    {
      id: null,
      name: 'Old',
      length: 6000,
      number_of_holes: 18,
      year_opened: 1990,
      par: 72,
      rounds_per_year: 30000,
      unit: 'metric',
    },
  ],
  petrol_costs: 1200.5,
};

describe.each(databases())('facility details ranges on %s', (kind) => {
  const t = useTestApp(kind);
  const request = requestsAs(t);
  let counter = 0;

  async function facility(measurementUnit: 'metric' | 'british imperial' = 'metric') {
    counter += 1;
    const created = await t.current.createOrganisation({
      type: 'FACILITY',
      title: `Details ranges ${kind} ${counter}`,
      measurementUnit,
    });
    const patch = (payload: object) =>
      request('PATCH', `/api/organisation/${created.id}/details`, created.owner, { payload });
    const read = async () =>
      (await request('GET', `/api/organisation/${created.id}/details`, created.owner)).json().data;
    expect((await patch(saved)).statusCode).toBe(200);
    return { patch, read };
  }

  const acres = Math.floor(convert(2_000, 'area', 'metric', 'british imperial') * 100) / 100;

  it.each([
    [
      '1e20 acres of indoor area',
      'british imperial',
      { areas: { ...saved.areas, indoor_area: 1e20 } },
      'areas.indoor_area',
      105,
      `Enter at most ${acres.toLocaleString('en')} ac`,
    ],
    [
      '2,000.5 ha of total area',
      'metric',
      { areas: { ...saved.areas, total_area: 2000.5 } },
      'areas.total_area',
      105,
      'Enter at most 2,000 ha',
    ],
    [
      '11 million of fertiliser budget',
      'metric',
      { fertiliser_budget: 11_000_000 },
      'fertiliser_budget',
      105,
      'Enter at most 10,000,000',
    ],
    [
      'rounds per year beyond a million',
      'metric',
      { courses: [{ ...saved.courses[0], rounds_per_year: 5_000_000 }] },
      'courses.0.rounds_per_year',
      105,
      'Enter at most 1,000,000',
    ],
    [
      'a course 1e9 yards long',
      'metric',
      { courses: [{ ...saved.courses[0], length: 1e9, unit: 'british imperial' }] },
      'courses.0.length',
      105,
      null,
    ],
    [
      'maintenance and practice areas above the total',
      'metric',
      { areas: { ...saved.areas, maintenance_area: 30, practice_area: 31 } },
      'areas.practice_area',
      105,
      'Together with the areas above, this is more than the total area of 60 ha',
    ],
  ] as const)(
    'refuses %s with 422 on that field and keeps what was saved',
    async (_label, system, change, field, number, message) => {
      const { patch, read } = await facility(system);
      const before = await read();
      const response = await patch({ ...saved, courses: before.courses, ...change, petrol_costs: 999 });
      expect(response.statusCode).toBe(422);
      expect(response.json().data).toMatchObject({ field, number });
      if (message) expect(response.json().data.message).toBe(message);
      expect(await read()).toEqual(before);
    },
  );

  it('takes 3,000 acres, which 2,000 ha allows, and parts that add up to the total exactly', async () => {
    const { patch, read } = await facility('british imperial');
    const areas = {
      ...saved.areas,
      total_area: 3000,
      club_house_area: 0.1,
      maintenance_area: 0.2,
      practice_area: 2999.7,
    };
    expect((await patch({ ...saved, areas })).statusCode).toBe(200);
    expect((await read()).areas).toMatchObject({ total_area: 3000, practice_area: 2999.7 });
  });
});
