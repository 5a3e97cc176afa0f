import type { Schemas } from '@oncourse/openapi';
import type { CourseRow, FacilityDetailsRow } from './organisation-profile.repository.ts';

const facilityTypes: Schemas['FacilityType'][] = [
  'PRIVATE_MEMBERS',
  'DAILY_FEE',
  'RESORT',
  'MUNICIPAL',
  'OTHER',
];
const unitSystems: Schemas['MeasurementUnit'][] = ['metric', 'british imperial', 'united states customary'];

/** Every facility type once, in the form's order, ticked as stored (rows from before a type existed show it unticked). */
export function presentTypes(
  stored: { value: string; selected: boolean }[],
): Schemas['FacilityTypeOption'][] {
  return facilityTypes.map((value) => ({
    value,
    selected: stored.some((option) => option.value === value && option.selected),
  }));
}

/** A course's unit as a unit system; lengths seeded as "metres" are metric. */
function courseUnit(unit: string | null): Schemas['MeasurementUnit'] | null {
  if (unit === 'metres') return 'metric';
  return unitSystems.find((system) => system === unit) ?? null;
}

export const presentCourse = (row: CourseRow): Schemas['Course'] => ({
  id: row.id,
  name: row.name,
  length: row.length,
  number_of_holes: row.numberOfHoles,
  year_opened: row.yearOpened,
  par: row.par,
  rounds_per_year: row.roundsPerYear,
  unit: courseUnit(row.unit),
});

/** Facility details row and courses → FacilityDetails (docs/facility-profile.md#what-is-stored); a facility never saved shows empty values. */
export function presentFacilityDetails(
  row: FacilityDetailsRow | undefined,
  courses: CourseRow[],
): Schemas['FacilityDetails'] {
  return {
    types: presentTypes(row?.types ?? []),
    management_group: row?.managementGroup ?? [],
    organisation_owner_other: row?.organisationOwnerOther ?? null,
    tournament_organiser: row?.tournamentOrganiser ?? [],
    tournament_host_other: row?.tournamentHostOther ?? null,
    historic_land_use: (row?.historicLandUse ?? null) as Schemas['HistoricLandUse'] | null,
    surroundings: (row?.surroundings ?? null) as Schemas['Surroundings'] | null,
    areas: {
      total_area: row?.totalArea ?? null,
      club_house_area: row?.clubHouseArea ?? null,
      maintenance_area: row?.maintenanceArea ?? null,
      practice_area: row?.practiceArea ?? null,
      indoor_area: row?.indoorArea ?? null,
      other_area: row?.otherArea ?? null,
    },
    courses: courses.map(presentCourse),
    green_fee: (row?.greenFee ?? null) as Schemas['GreenFee'] | null,
    annual_fee: (row?.annualFee ?? null) as Schemas['AnnualFee'] | null,
    maintenance_budget: (row?.maintenanceBudget ?? null) as Schemas['MaintenanceBudget'] | null,
    petrol_costs: row?.petrolCosts ?? null,
    labour_hourly: row?.labourHourly ?? null,
    fertiliser_budget: row?.fertiliserBudget ?? null,
    pesticide_budget: row?.pesticideBudget ?? null,
    turnover: row?.turnover ?? null,
  };
}
