import type { Schemas } from '@oncourse/openapi';
import { redirect } from '@tanstack/react-router';
import { atom } from 'jotai';
import type { AppServices } from '../services';
import { activeOrganisationAtom, userAtom } from '../session/atoms';
import { programmeNav } from './nav';

export type ProgrammeRoles = Schemas['ProgrammeRoles'];

/** The signed-in person's programme roles, asked once per person (a new sign-in asks again). */
const programmeRolesAtom = atom<{ userId: number; roles: ProgrammeRoles } | null>(null);

/**
 * The caller's programme roles (GET /api/certification/me), or null when signed out or the call
 * failed: the club shell then offers no programme link rather than failing its page.
 */
export async function loadProgrammeRoles(services: AppServices): Promise<ProgrammeRoles | null> {
  const user = services.store.get(userAtom);
  if (!user) return null;
  const cached = services.store.get(programmeRolesAtom);
  if (cached?.userId === user.id) return cached.roles;
  const roles = await services.api.GET('/api/certification/me').then(
    ({ data }) => data?.data ?? null,
    // No roles known: the programme's menu is left out, and the console's own routes check again.
    () => null,
  );
  if (roles) services.store.set(programmeRolesAtom, { userId: user.id, roles });
  return roles;
}

/**
 * Whether the person is staff, a verifier (docs/certification.md#access) or a national federation
 * (docs/programme-console.md#federations).
 */
export const hasProgrammeRole = (roles: ProgrammeRoles | null): roles is ProgrammeRoles =>
  roles !== null && (roles.staff || roles.verifierId !== null || roles.federationCountries !== null);

const holds = (roles: ProgrammeRoles, role: (typeof programmeNav)[number]['role']): boolean =>
  role === 'staff'
    ? roles.staff
    : role === 'verifier'
      ? roles.verifierId !== null
      : roles.federationCountries !== null;

/** The programme pages the person may open, in the nav's order. */
export const programmePages = (roles: ProgrammeRoles) =>
  programmeNav.filter((entry) => holds(roles, entry.role));

/** After accepting an invitation the roles are asked again. */
export const forgetProgrammeRoles = (services: AppServices) => services.store.set(programmeRolesAtom, null);

/**
 * Staff and verifiers with no organisation of their own land on the programme area instead of
 * the club's empty dashboard (docs/certification.md#screens).
 */
export async function redirectProgrammeOnlyPerson(services: AppServices): Promise<void> {
  if (services.store.get(activeOrganisationAtom)) return;
  if (hasProgrammeRole(await loadProgrammeRoles(services)))
    throw redirect({ to: '/programme', replace: true });
}
