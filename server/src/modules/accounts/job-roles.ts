// Job roles per organisation type come from fixtures/roles.json, the one list the seed, the app's
// pickers and these checks share (docs/organisations.md#what-is-stored enumerations).
import { loadRoles, type OrganisationType } from '@oncourse/fixtures';

let cached: Record<OrganisationType, { all: Set<string>; offered: Set<string> }> | null = null;

function jobRoles() {
  if (!cached) {
    const { jobRoles: byType } = loadRoles();
    const sets = (type: OrganisationType) => ({
      all: new Set(byType[type].map((role) => role.value)),
      offered: new Set(byType[type].filter((role) => role.offered).map((role) => role.value)),
    });
    cached = { FACILITY: sets('FACILITY'), TOURNAMENT: sets('TOURNAMENT') };
  }
  return cached;
}

/** Whether a registration's role (`status`) makes it a tournament registration (its own sign-in page). */
export function isTournamentRole(role: string): boolean {
  return jobRoles().TOURNAMENT.all.has(role);
}

/** Whether the role may be picked for an organisation of this type (docs/organisations.md#behaviour profile roles, docs/organisations.md#access). */
export function isOfferedRole(type: OrganisationType, role: string): boolean {
  return jobRoles()[type].offered.has(role);
}
