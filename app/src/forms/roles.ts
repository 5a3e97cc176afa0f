import type { Schemas } from '@oncourse/openapi';
import type { OrganisationType } from '../session/types';
import { option, type Text } from './form-config';

export type JobRole = Schemas['JobRole'];

/** Facility roles offered as User, Other, Coaching/Professional, Committee/Volunteer, Course and Facility/Club Management (spec 000 §3). */
export const FACILITY_ROLES = [
  'USER',
  'other',
  'coaching',
  'commitee',
  'management',
  'facility Management',
] as const;

/** Tournament roles (spec 000 §3). */
export const TOURNAMENT_ROLES = [
  'tournament director',
  'tournament manager',
  'tournament assistant',
  'tournament consultant',
  'sustainability manager',
  'communications manager',
  'commercial manager',
] as const;

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

/** The catalogue key of a role's label; USER shows the generic user label (spec 000 §3). */
export function roleLabelKey(role: string): string {
  return (LABEL_KEYS as Record<string, string>)[role] ?? 'roles.user';
}

/** The roles offered for an organisation type: facility roles or tournament roles (spec 000 §4). */
export function rolesFor(type: OrganisationType): readonly JobRole[] {
  return type === 'TOURNAMENT' ? TOURNAMENT_ROLES : FACILITY_ROLES;
}

/** Dropdown options for the roles of one organisation type. */
export function roleOptions(t: Text, type: OrganisationType) {
  return rolesFor(type).map((role) => option(role, t(roleLabelKey(role))));
}
