import { MESSAGES, rangeError, validationError, withLimit } from './errors.ts';
import type { UnitSystem, ValidationError } from './model.ts';
import {
  AREA_PARTS,
  compareWithRange,
  DETAILS_RANGES,
  rangeIn,
  type AreaField,
  type CostField,
  type CourseNumberField,
  type NumericRange,
} from './ranges.ts';

/** The numbers of the facility details the engine checks (the contract's FacilityDetails has them all). */
export interface FacilityDetailsNumbers {
  areas: Record<AreaField, number | null>;
  courses: readonly (Record<CourseNumberField, number | null> & { unit: UnitSystem | null })[];
  petrol_costs: number | null;
  labour_hourly: number | null;
  fertiliser_budget: number | null;
  pesticide_budget: number | null;
  turnover: number | null;
}

/** Which rule a details error broke: a field's own range, or areas whose parts exceed the total. */
export type DetailsRule = 'range' | 'partsOverTotal';

export interface DetailsError extends ValidationError {
  rule: DetailsRule;
}

function checkRange(
  value: number | null,
  limits: NumericRange,
  system: UnitSystem,
  field: string,
  out: DetailsError[],
): void {
  if (value === null || !Number.isFinite(value)) return;
  const inSystem = rangeIn(limits, system);
  const outcome = compareWithRange(value, inSystem);
  if (outcome === 'inside') return;
  const code = outcome === 'above' ? 'ABOVE_MAX_VALUE' : 'BELOW_MIN_VALUE';
  const limit = { value: outcome === 'above' ? inSystem.max : inSystem.min, unit: inSystem.unit };
  out.push({ ...rangeError(field, code, limit), rule: 'range' });
}

/**
 * The areas' parts (clubhouse, maintenance facility, practice, indoor, other) lie within the total
 * area: where their running sum first passes it, that part is refused, with the total as its limit.
 */
function checkAreaParts(
  areas: FacilityDetailsNumbers['areas'],
  system: UnitSystem,
  out: DetailsError[],
): void {
  const total = areas.total_area;
  if (total === null) return;
  let sum = 0;
  for (const part of AREA_PARTS) {
    const value = areas[part];
    if (value === null) continue;
    sum += value;
    // Cents of rounding in a sum of decimals must not refuse parts that add up exactly.
    if (sum - total > 1e-9 * Math.max(1, total)) {
      const limit = { value: total, unit: rangeIn(DETAILS_RANGES.areas.total_area, system).unit };
      const message = withLimit(MESSAGES.areasOverTotal, limit);
      out.push({
        ...validationError(`areas.${part}`, 'ABOVE_MAX_VALUE', message),
        limit,
        rule: 'partsOverTotal',
      });
      return;
    }
  }
}

/**
 * Checks the facility details' numbers: each within its range in the facility's unit system (a
 * course's length in the course's own unit), and the areas' parts within the total. Fields are the
 * contract's paths (`areas.practice_area`, `courses.0.rounds_per_year`); the server refuses the
 * whole save on any error, the form shows them on their fields.
 */
export function validateFacilityDetails(details: FacilityDetailsNumbers, system: UnitSystem): DetailsError[] {
  const out: DetailsError[] = [];
  for (const [field, limits] of Object.entries(DETAILS_RANGES.areas) as [AreaField, NumericRange][])
    checkRange(details.areas[field], limits, system, `areas.${field}`, out);
  checkAreaParts(details.areas, system, out);
  details.courses.forEach((course, index) => {
    for (const [field, limits] of Object.entries(DETAILS_RANGES.course) as [
      CourseNumberField,
      NumericRange,
    ][])
      checkRange(course[field], limits, course.unit ?? system, `courses.${index}.${field}`, out);
  });
  for (const [field, limits] of Object.entries(DETAILS_RANGES.costs) as [CostField, NumericRange][])
    checkRange(details[field], limits, system, field, out);
  return out;
}
