import { validateFacilityDetails } from '@oncourse/engine';
import { loadOrganisationGroups } from '@oncourse/fixtures';
import type { Schemas } from '@oncourse/openapi';
import type { AppContext, OrganisationAccess } from '../../core/context.ts';
import { notFound, unprocessable } from '../../core/errors.ts';
import { presentFacilityDetails } from './facility-details.presenter.ts';
import * as repository from './organisation-profile.repository.ts';

type GroupKind = Schemas['OrganisationGroup']['kind'];

/** Details belong to facilities only (docs/facility-profile.md#screens: the tab is for facility organisations). */
function requireFacility(access: OrganisationAccess): void {
  if (access.organisationType !== 'FACILITY') throw notFound('Tournaments have no facility details', 'id');
}

/**
 * A facility's details, confidential costs and turnover included: the contract's x-activity
 * (view-organisation-details) already kept out every member who may not see them (docs/facility-profile.md#what-is-stored).
 */
export async function facilityDetails(
  ctx: AppContext,
  access: OrganisationAccess,
): Promise<Schemas['FacilityDetails']> {
  requireFacility(access);
  const [row, courses] = await Promise.all([
    repository.findFacilityDetails(ctx.db, access.organisationId),
    repository.findCourses(ctx.db, access.organisationId),
  ]);
  return presentFacilityDetails(row, courses);
}

/**
 * The chosen group keys, each a known key of its kind (422 UNKNOWN_ENUM_VALUE), and the 'Other' text:
 * required when Other is chosen, dropped when it is not (docs/facility-profile.md#input-rules facility details).
 */
function groupsWithOther(
  keys: string[],
  otherText: string | null,
  kind: GroupKind,
  fields: { keys: string; other: string },
): { keys: string[]; other: string | null } {
  const known = new Set(
    loadOrganisationGroups()
      .filter((group) => group.kind === kind)
      .map((group) => group.key),
  );
  const unknown = keys.find((key) => !known.has(key));
  if (unknown !== undefined)
    throw unprocessable(`Unknown group ${unknown}`, fields.keys, 'UNKNOWN_ENUM_VALUE');
  const unique = [...new Set(keys)];
  if (!unique.includes('OTHER')) return { keys: unique, other: null };
  const other = otherText?.trim() ?? '';
  if (other === '')
    throw unprocessable('Please describe the other choice', fields.other, 'REQUIRED_FIELD_MISSING');
  return { keys: unique, other };
}

/**
 * The engine's ranges in the facility's unit system and its rule that the areas' parts lie within
 * the total: the first broken one refuses the save (422 with 104 or 105 on that field).
 */
async function checkNumbers(ctx: AppContext, access: OrganisationAccess, body: Schemas['FacilityDetails']) {
  const system = await repository.findMeasurementUnit(ctx.db, access.organisationId);
  const [error] = validateFacilityDetails(body, system);
  if (error) throw unprocessable(error.message, error.field, error.code);
}

/**
 * Replaces a facility's details (docs/facility-profile.md#input-rules): the whole form is sent; courses with an id are
 * edited, those without are added and the facility's courses left out are removed. A course id of
 * another facility is refused (422 INVALID_RESOURCE), so nobody edits someone else's course.
 * Numbers out of range, or areas whose parts exceed the total, refuse the whole save.
 */
export async function updateFacilityDetails(
  ctx: AppContext,
  access: OrganisationAccess,
  body: Schemas['FacilityDetails'],
): Promise<Schemas['FacilityDetails']> {
  requireFacility(access);
  const management = groupsWithOther(
    body.management_group,
    body.organisation_owner_other,
    'MANAGEMENT_GROUP',
    {
      keys: 'management_group',
      other: 'organisation_owner_other',
    },
  );
  const organiser = groupsWithOther(
    body.tournament_organiser,
    body.tournament_host_other,
    'TOURNAMENT_ORGANISER',
    {
      keys: 'tournament_organiser',
      other: 'tournament_host_other',
    },
  );
  const courses = body.courses.map((course, index) => {
    const name = course.name.trim();
    if (name === '')
      throw unprocessable('The course needs a name', `courses.${index}.name`, 'REQUIRED_FIELD_MISSING');
    return {
      id: course.id,
      values: {
        name,
        length: course.length,
        numberOfHoles: course.number_of_holes,
        yearOpened: course.year_opened,
        par: course.par,
        roundsPerYear: course.rounds_per_year,
        unit: course.unit,
        sortOrder: index,
      },
    };
  });
  await checkNumbers(ctx, access, body);
  const organisationId = access.organisationId;
  await ctx.db.transaction(async (tx) => {
    const editedIds = courses.flatMap((course) => (course.id === null ? [] : [course.id]));
    const own = await repository.ownCourseIds(tx, organisationId, editedIds);
    const foreign = courses.findIndex((course) => course.id !== null && !own.has(course.id));
    if (foreign !== -1)
      throw unprocessable('This course does not exist', `courses.${foreign}.id`, 'INVALID_RESOURCE');
    await repository.upsertFacilityDetails(tx, {
      organisationId,
      types: body.types.filter(
        (option, index, all) => all.findIndex((o) => o.value === option.value) === index,
      ),
      managementGroup: management.keys,
      organisationOwnerOther: management.other,
      tournamentOrganiser: organiser.keys,
      tournamentHostOther: organiser.other,
      historicLandUse: body.historic_land_use,
      surroundings: body.surroundings,
      totalArea: body.areas.total_area,
      clubHouseArea: body.areas.club_house_area,
      maintenanceArea: body.areas.maintenance_area,
      practiceArea: body.areas.practice_area,
      indoorArea: body.areas.indoor_area,
      otherArea: body.areas.other_area,
      greenFee: body.green_fee,
      annualFee: body.annual_fee,
      maintenanceBudget: body.maintenance_budget,
      petrolCosts: body.petrol_costs,
      labourHourly: body.labour_hourly,
      fertiliserBudget: body.fertiliser_budget,
      pesticideBudget: body.pesticide_budget,
      turnover: body.turnover,
    });
    await repository.deleteOtherCourses(tx, organisationId, editedIds);
    for (const course of courses) {
      if (course.id === null) await repository.insertCourse(tx, organisationId, course.values);
      else await repository.updateCourse(tx, organisationId, course.id, course.values);
    }
  });
  return facilityDetails(ctx, access);
}
