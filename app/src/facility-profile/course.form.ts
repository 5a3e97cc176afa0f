import { numberWidgets } from '@oncourse/renderers/form-widgets';
import { DETAILS_RANGES, unitLabel, type UnitSystem } from '@oncourse/engine';
import { clean, type FormConfig, type Text } from '../forms/form-config';
import type { FacilityDetails } from './load-facility-profile';
import { DETAILS_STEP } from './facility-details.form';

export type Course = FacilityDetails['courses'][number];

export interface CourseData {
  name?: string;
  length?: number;
  number_of_holes?: number;
  year_opened?: number;
  par?: number;
  rounds_per_year?: number;
}

export function courseData(course: Course): CourseData {
  const data: CourseData = { name: course.name };
  for (const field of ['length', 'number_of_holes', 'year_opened', 'par', 'rounds_per_year'] as const) {
    const value = course[field];
    if (value !== null) data[field] = value;
  }
  return data;
}

/**
 * One course (docs/facility-profile.md#what-is-stored): a name, and its length in the organisation's unit (metres or yards),
 * holes, year opened, par and rounds a year, each optional; the unit is stored with the course.
 */
export function courseForm(t: Text, system: UnitSystem, id: number | null): FormConfig<CourseData, Course> {
  const whole = (field: string, minimum: number, maximum?: number) => ({
    type: 'integer' as const,
    title: t(`facilityDetails.course.${field}`),
    minimum,
    ...(maximum !== undefined ? { maximum } : {}),
  });
  // The engine's limits, as the server checks them.
  const limits = DETAILS_RANGES.course;
  return {
    schema: {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', title: t('facilityDetails.course.name'), maxLength: 255 },
        length: {
          type: 'number',
          title: `${t('facilityDetails.course.length')} (${unitLabel('length', system)})`,
          minimum: 0,
          multipleOf: DETAILS_STEP,
        },
        number_of_holes: whole('number_of_holes', limits.number_of_holes.min, limits.number_of_holes.max),
        year_opened: whole('year_opened', limits.year_opened.min, limits.year_opened.max),
        par: whole('par', limits.par.min, limits.par.max),
        rounds_per_year: whole('rounds_per_year', limits.rounds_per_year.min, limits.rounds_per_year.max),
      },
    },
    // Its number fields bring the number input; forms without numbers do not download it.
    widgets: numberWidgets,
    uiSchema: {
      'ui:options': { columns: 2 },
      name: { 'ui:options': { colSpan: 'full' } },
      length: { 'ui:options': { step: DETAILS_STEP } },
      // A year is written without grouping: 1998, not 1,998.
      year_opened: { 'ui:options': { grouping: false } },
    },
    toPayload: (data) => ({
      id,
      name: clean(data.name),
      length: data.length ?? null,
      number_of_holes: data.number_of_holes ?? null,
      year_opened: data.year_opened ?? null,
      par: data.par ?? null,
      rounds_per_year: data.rounds_per_year ?? null,
      unit: system,
    }),
  };
}
