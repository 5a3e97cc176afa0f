import emptyFacilityDetails from '@oncourse/fixtures/empty-facility-details.json';
import type { Schemas } from '@oncourse/openapi';
import type { Activity } from '../session/types';
import { ok, type Handler } from './fake-api';
import { shellHandlers, summary } from './session';

/** Every activity an owner holds (docs/facility-profile.md#access). */
export const OWNER_ACTIVITIES: Activity[] = [
  'main-dashboard',
  'facility-profile',
  'view-organisation-details',
  'change-organisation-details',
  'add-user-to-organisation',
  'change-user-permissions-for-organisation',
  'remove-user-from-organisation',
  'reviews',
  'improve',
];
/** What a view-only member holds: reads only. */
export const VIEW_ONLY_ACTIVITIES: Activity[] = [
  'main-dashboard',
  'facility-profile',
  'view-organisation-details',
  'reviews',
  'improve',
];

export function organisationDetails(
  overrides: Partial<Schemas['OrganisationDetails']> = {},
): Schemas['OrganisationDetails'] {
  return {
    id: 11,
    organisation_id: 11,
    title: 'Green Hills',
    organisation_name: 'Green Hills',
    organisation_type: { name: 'FACILITY' },
    address_1: '1 Fairway Road',
    address_2: null,
    city: 'Dornoch',
    post_zip_code: 'IV25 3LW',
    country_id: 2,
    country_lookup_id: 2,
    phone_number: '+44 1862 810',
    vat_number: null,
    email_address: 'office@greenhills.example',
    measurement_unit: 'metric',
    currency: null,
    image_id: null,
    logo_id: null,
    lookup_id: null,
    certified: false,
    certified_until: null,
    activities: OWNER_ACTIVITIES,
    management_group: null,
    tournament_organiser: null,
    organisationGroup: null,
    trounamentGroup: null,
    ...overrides,
  };
}

/** A facility's details before anyone fills them in (the fixture the server's tests send too). */
export const EMPTY_DETAILS: Schemas['FacilityDetails'] = emptyFacilityDetails;

export const GROUPS: Schemas['OrganisationGroup'][] = [
  { id: 1, key: 'KEYGOLF', title: 'KeyGolf Group', kind: 'MANAGEMENT_GROUP' },
  { id: 2, key: 'OTHER', title: 'Other', kind: 'MANAGEMENT_GROUP' },
  { id: 3, key: 'TOUR_OTHER', title: 'Other organiser', kind: 'TOURNAMENT_ORGANISER' },
];

export const ROLE_TYPES: Schemas['RoleType'][] = [
  { id: 3, name: 'USER', label: 'User' },
  { id: 4, name: 'USER_VIEW_ONLY', label: 'User view-only' },
];

const NO_ACTIONS = {
  reInvite: false,
  remove: false,
  switchOwner: false,
  changeAccessType: false,
  leave: false,
};

export function member(overrides: Partial<Schemas['TeamUser']> = {}): Schemas['TeamUser'] {
  return {
    id: 7,
    first_name: 'Alex',
    last_name: 'Morgan',
    email_address: 'alex.morgan@example.org',
    userType: 'OWNER',
    type_id: 1,
    inviteStatus: 'joined',
    status: 'Owner',
    invitedAt: null,
    inviteExpiresAt: null,
    ...overrides,
    actions: { ...NO_ACTIONS, ...overrides.actions },
  };
}

/** The owner (the signed-in test user), a joined user and an invited person. */
export const TEAM: Schemas['TeamUser'][] = [
  member({ actions: { ...NO_ACTIONS } }),
  member({
    id: 8,
    first_name: 'Sam',
    last_name: 'Bunker',
    email_address: 'sam@example.org',
    userType: 'USER',
    type_id: 3,
    status: 'Joined',
    actions: { ...NO_ACTIONS, remove: true, switchOwner: true, changeAccessType: true },
  }),
  member({
    id: 9,
    first_name: null,
    last_name: null,
    email_address: 'new@example.org',
    userType: 'USER_VIEW_ONLY',
    type_id: 4,
    inviteStatus: 'invited',
    status: 'Invited',
    actions: { ...NO_ACTIONS, reInvite: true, remove: true },
  }),
];

/**
 * What /profile/{organisationType} asks for, answered for organisation 11 signed in as its owner: the profile,
 * empty details, groups, the United Kingdom, the team and the role types. `extra` adds or replaces
 * calls (a save, a failing list, other countries).
 */
export function profileHandlers(
  organisation: Schemas['OrganisationDetails'] = organisationDetails(),
  extra: Record<string, Handler> = {},
): Record<string, Handler> {
  return {
    ...shellHandlers([
      {
        ...summary(11, organisation.title, organisation.organisation_type.name),
        activities: OWNER_ACTIVITIES,
      },
    ]),
    'GET /api/organisation/11': () => ok(organisation),
    'GET /api/organisation/11/details': () => ok(EMPTY_DETAILS),
    'GET /api/organisation/organisation-groups': () => ok(GROUPS),
    'GET /api/country/countries': () => ok([{ id: 2, title: 'United Kingdom', code: 'GB' }]),
    'GET /api/organisation/11/users': () => ok(TEAM),
    'GET /api/organisation/role-types': () => ok(ROLE_TYPES),
    ...extra,
  };
}
