import type { OrganisationType } from '@oncourse/engine';
// Only the job roles: the fixture's access types and activities are the server's concern.
import { jobRoles } from '@oncourse/fixtures/roles.json';
import type { Schemas } from '@oncourse/openapi';
import { option, type Text } from './form-config';

export type JobRole = Schemas['JobRole'];

/** The roles offered in pickers for a type, from the same fixture the server checks roles against. */
const offered = (type: OrganisationType): readonly JobRole[] =>
  jobRoles[type].filter((role) => role.offered).map((role) => role.value as JobRole);

/** Facility roles offered as User, Other, Coaching/Professional, Committee/Volunteer, Course and Facility/Club Management (docs/accounts.md#what-is-stored). */
export const FACILITY_ROLES = offered('FACILITY');

/** Tournament roles (docs/organisations.md#what-is-stored). */
export const TOURNAMENT_ROLES = offered('TOURNAMENT');

const LABEL_KEYS: Record<JobRole, string> = {
  USER: 'roles.user',
  other: 'roles.other',
  coaching: 'roles.coaching',
  commitee: 'roles.committee',
  management: 'roles.courseManagement',
  'facility Management': 'roles.facilityManagement',
  owner: 'roles.owner',
  'tournament director': 'roles.tournamentDirector',
  'tournament manager': 'roles.tournamentManager',
  'tournament assistant': 'roles.tournamentAssistant',
  'tournament consultant': 'roles.tournamentConsultant',
  'sustainability manager': 'roles.sustainabilityManager',
  'communications manager': 'roles.communicationsManager',
  'commercial manager': 'roles.commercialManager',
};

/** The catalogue key of a role's label; USER shows the generic user label (docs/accounts.md#what-is-stored). */
export function roleLabelKey(role: string): string {
  return (LABEL_KEYS as Record<string, string>)[role] ?? 'roles.user';
}

/** The roles offered for an organisation type: facility roles or tournament roles (docs/organisations.md#behaviour). */
export function rolesFor(type: OrganisationType): readonly JobRole[] {
  return type === 'TOURNAMENT' ? TOURNAMENT_ROLES : FACILITY_ROLES;
}

/** Dropdown options for the roles of one organisation type. */
export function roleOptions(t: Text, type: OrganisationType) {
  return rolesFor(type).map((role) => option(role, t(roleLabelKey(role))));
}
