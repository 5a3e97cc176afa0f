// A facility's details and courses and the requests to join an organisation, owned by the
// organisations and organisation-profile modules and the console.
import {
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organisations, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { countries } from './reference.ts';
import { accessTypes } from './team.ts';

/** One row per facility: the "Facility details" tab (docs/facility-profile.md#what-is-stored). */
export const facilityDetails = pgTable('facility_details', {
  organisationId: integer('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  /** Facility type options as shown: [{ value: 'RESORT', selected: true }, …]. */
  types: jsonb('types').$type<{ value: string; selected: boolean }[]>().notNull().default([]),
  managementGroup: jsonb('management_group').$type<string[]>().notNull().default([]),
  organisationOwnerOther: text('organisation_owner_other'),
  tournamentOrganiser: jsonb('tournament_organiser').$type<string[]>().notNull().default([]),
  tournamentHostOther: text('tournament_host_other'),
  historicLandUse: text('historic_land_use'),
  surroundings: text('surroundings'),
  totalArea: doublePrecision('total_area'),
  clubHouseArea: doublePrecision('club_house_area'),
  maintenanceArea: doublePrecision('maintenance_area'),
  practiceArea: doublePrecision('practice_area'),
  indoorArea: doublePrecision('indoor_area'),
  otherArea: doublePrecision('other_area'),
  greenFee: text('green_fee'),
  annualFee: text('annual_fee'),
  maintenanceBudget: text('maintenance_budget'),
  petrolCosts: doublePrecision('petrol_costs'),
  labourHourly: doublePrecision('labour_hourly'),
  fertiliserBudget: doublePrecision('fertiliser_budget'),
  pesticideBudget: doublePrecision('pesticide_budget'),
  /** Annual turnover in the facility's currency, confidential (docs/facility-profile.md#what-is-stored). */
  turnover: doublePrecision('turnover'),
  updatedAt: updatedAt(),
});

export const courses = pgTable(
  'courses',
  {
    id: id(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    length: doublePrecision('length'),
    numberOfHoles: integer('number_of_holes'),
    yearOpened: integer('year_opened'),
    par: integer('par'),
    roundsPerYear: integer('rounds_per_year'),
    unit: text('unit'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('courses_organisation_idx').on(t.organisationId)],
);

export type JoinRequestStatus = 'pending' | 'approved' | 'declined';

export const joinRequests = pgTable(
  'join_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    organisationName: text('organisation_name').notNull(),
    countryId: integer('country_id').references(() => countries.id),
    message: text('message'),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** pending until staff or the facility's owner or admins decide (docs/programme-console.md#behaviour). */
    status: text('status').$type<JoinRequestStatus>().notNull().default('pending'),
    /** The access type an approved request was given. */
    accessTypeId: integer('access_type_id').references(() => accessTypes.id),
    declineReason: text('decline_reason'),
    decidedByUserId: integer('decided_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('join_requests_user_idx').on(t.userId),
    index('join_requests_organisation_idx').on(t.organisationId),
  ],
);
