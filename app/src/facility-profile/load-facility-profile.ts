import type { Schemas } from '@oncourse/openapi';
import { loadCountries, type Country } from '../api/load-countries';
import type { AppServices } from '../services';
import { need, type Answer } from '../api/need';
import { requireActiveOrganisation } from '../routing/guards';

export type OrganisationDetails = Schemas['OrganisationDetails'];
export type FacilityDetails = Schemas['FacilityDetails'];
export type OrganisationGroup = Schemas['OrganisationGroup'];
export type TeamUser = Schemas['TeamUser'];
export type RoleType = Schemas['RoleType'];
export type JoinRequest = Schemas['ConsoleJoinRequest'];

/** Everything /profile/{organisationType} shows: profile, details (facilities holding the activity), team. */
export interface FacilityProfileData {
  organisation: OrganisationDetails;
  /** Null for tournaments and for members without view-organisation-details. */
  details: FacilityDetails | null;
  groups: OrganisationGroup[];
  countries: Country[];
  team: TeamUser[];
  roleTypes: RoleType[];
  /** The facility's requests to join, for its owner and admins (docs/programme-console.md#access); else empty. */
  joinRequests: JoinRequest[];
  /** An object URL of the profile image (bearer-protected, so fetched here), or null. */
  profileImage: string | null;
  /** What the public profile shows (docs/public-recognition.md#privacy); null when it cannot be read. */
  publicProfile: PublicProfileSettings | null;
  /**
   * The two sharing switches of the details tab, each null when it cannot be read (the tab then
   * leaves its panel out) or when the tab is not shown.
   */
  sharing: { benchmarks: boolean | null; federation: boolean | null };
}

export type PublicProfileSettings = Schemas['PublicProfileSettings'];

/**
 * A setting the page shows in a panel of its own, read with the page: its value, or null when it
 * cannot be read.
 */
async function extra<T, V>(call: Promise<Answer<T>>, value: (data: T) => V): Promise<V | null> {
  const { data } = await call;
  return data ? value(data.data) : null;
}

async function imageUrl(services: AppServices, imageId: number | null): Promise<string | null> {
  if (imageId === null) return null;
  const { data } = await services.api
    .GET('/api/organisation/profile/{id}', { params: { path: { id: imageId } }, parseAs: 'blob' })
    // An image that cannot be fetched shows the placeholder, as a profile without one does.
    .catch(() => ({ data: undefined }));
  return data && data.size > 0 ? URL.createObjectURL(data) : null;
}

/**
 * The /profile/{organisationType} loader: the active organisation's profile, details, team and choices. Each
 * call is needed: one that fails shows the page's error (with Try again), never an empty list.
 */
export async function loadFacilityProfile(services: AppServices): Promise<FacilityProfileData> {
  const active = requireActiveOrganisation(services);
  const id = active.id;
  const { api } = services;
  const isFacility = active.type === 'FACILITY';
  const canViewDetails = active.activities.includes('view-organisation-details');
  const decidesJoinRequests = isFacility && active.activities.includes('add-user-to-organisation');
  const showsDetails = isFacility && canViewDetails;
  const [
    organisation,
    details,
    groups,
    countries,
    team,
    roleTypes,
    joinRequests,
    publicProfile,
    benchmarks,
    federation,
  ] = await Promise.all([
    need(api.GET('/api/organisation/{id}', { params: { path: { id } } })),
    showsDetails ? need(api.GET('/api/organisation/{id}/details', { params: { path: { id } } })) : null,
    need(api.GET('/api/organisation/organisation-groups')),
    loadCountries(services),
    need(api.GET('/api/organisation/{id}/users', { params: { path: { id } } })),
    need(api.GET('/api/organisation/role-types')),
    // The requests are an addition to the team tab: when they cannot be had, the profile still opens.
    decidesJoinRequests
      ? api.GET('/api/organisation/{id}/join-requests', { params: { path: { id } } }).then(
          ({ data }) => data?.data ?? [],
          // Pending join requests are an extra on the profile: none are listed rather than the page failing.
          () => [],
        )
      : [],
    // Each setting is a panel of its own: without it the rest of the profile works, so a refusal
    // leaves the panel out, as a failed network (offline) fails the page with the calls above.
    extra(api.GET('/api/organisation/{id}/public-profile', { params: { path: { id } } }), (data) => data),
    showsDetails
      ? extra(
          api.GET('/api/insights/organisation/{orgId}/benchmarks/sharing', {
            params: { path: { orgId: id } },
          }),
          (data) => data.contribute,
        )
      : null,
    showsDetails
      ? extra(
          api.GET('/api/organisation/{orgId}/federation-sharing', { params: { path: { orgId: id } } }),
          (data) => data.shareWithFederation,
        )
      : null,
  ]);
  const profileImage = await imageUrl(services, organisation.image_id);
  return {
    organisation,
    details,
    groups,
    countries,
    team,
    roleTypes,
    joinRequests,
    profileImage,
    publicProfile,
    sharing: { benchmarks, federation },
  };
}
