import type { Schemas } from '@oncourse/openapi';
import type { ApiClient } from '../api/client';
import type { AppServices } from '../services';
import { ACTIVITY, hasActivities } from '../session/active-organisation';
import { activeOrganisationAtom, organisationsAtom, sessionAtom } from '../session/atoms';
import { ensureOrganisations } from './ensure-organisations';
import { applyRegion } from './region';
import type { ActiveOrganisation } from '../session/types';
import type { MenuSection, ReviewLinks } from './menu';
import { readerLanguage } from '../i18n/reader-language';
import { readyReaderLanguage } from '../i18n/ready-reader-language';
import { hasProgrammeRole, loadProgrammeRoles } from '../programme/roles';

export type LogoLink = Schemas['LogoLink'];
export type { ReviewLinks };

/**
 * What every signed-in page's frame shows besides the page: the helpdesk badge, the review and
 * improve menus, and the partner and footer logos of the organisation's country.
 */
export interface ShellData {
  helpdeskBadge: number;
  sections: MenuSection[];
  /** The review sub-menus; null when the organisation has none or they could not be had. */
  reviewLinks: ReviewLinks | null;
  partnerLogos: LogoLink[];
  footerLogos: LogoLink[];
  /** Whether the person is programme staff or a verifier: the top bar then links to their area. */
  programme: boolean;
}

/** Shell data for a page no loader served: the frame without badge, menus or logos. */
export const EMPTY_SHELL_DATA: ShellData = {
  helpdeskBadge: 0,
  sections: [],
  reviewLinks: null,
  partnerLogos: [],
  footerLogos: [],
  programme: false,
};

/** A part of the frame that cannot be had shows empty rather than blocking every page. */
function orEmpty<T>(call: Promise<{ data?: { data: T } | undefined }>, empty: T): Promise<T> {
  return call.then(
    ({ data }) => data?.data ?? empty,
    // The shell's lists are extras: a menu without them beats a shell that fails.
    () => empty,
  );
}

/** docs/shell.md#screens: the review sub-menus are hidden when the call fails or has nothing to offer. */
function usableReviewLinks(links: ReviewLinks | null): ReviewLinks | null {
  if (!links) return null;
  return links.bestPractices.length > 0 || links.annualData ? links : null;
}

function loadLogos(
  api: ApiClient,
  organisation: ActiveOrganisation,
  countryId: number | null | undefined,
): Promise<[LogoLink[], LogoLink[]]> {
  if (!countryId || !hasActivities(organisation, ACTIVITY.MAIN_DASHBOARD)) return Promise.resolve([[], []]);
  const params = { params: { path: { id: organisation.id, c: countryId } } };
  return Promise.all([
    orEmpty(api.GET('/api/organisation/{id}/partner-logos/country/{c}', params), []),
    orEmpty(api.GET('/api/organisation/{id}/footer-logos/country/{c}', params), []),
  ]);
}

/**
 * The `_app` layout route's loader (and the signed-in terms page's): the badge, menus and logos of
 * the active organisation, each on its own so one failing call leaves the rest of the frame intact.
 */
export async function loadShellData(services: AppServices): Promise<ShellData> {
  const { api, store } = services;
  await ensureOrganisations(services);
  const session = store.get(sessionAtom);
  const language = readerLanguage(services);
  const organisation = store.get(activeOrganisationAtom);
  const countryId = store
    .get(organisationsAtom)
    ?.find((candidate) => candidate.id === organisation?.id)?.countryId;
  const userId = session?.user.id;
  const [helpdeskBadge, sections, reviewLinks, [partnerLogos, footerLogos], , , programmeRoles] =
    await Promise.all([
      userId
        ? orEmpty(api.GET('/api/app-user/{id}/helpdesk/badge', { params: { path: { id: userId } } }), {
            count: 0,
          }).then(({ count }) => count)
        : 0,
      organisation && hasActivities(organisation, ACTIVITY.IMPROVE)
        ? orEmpty(
            api.GET('/api/content/sections/languages/{lang}', {
              params: { path: { lang: language }, query: { orgId: organisation.id } },
            }),
            [],
          ).then((list) => list.map(({ id, name, slug }) => ({ id, name, slug })))
        : [],
      organisation && hasActivities(organisation, ACTIVITY.REVIEWS)
        ? orEmpty<ReviewLinks | null>(
            api.GET('/api/reviews/links/organisation/{orgId}', {
              params: { path: { orgId: organisation.id } },
            }),
            null,
          ).then(usableReviewLinks)
        : null,
      organisation
        ? loadLogos(api, organisation, countryId)
        : Promise.resolve<[LogoLink[], LogoLink[]]>([[], []]),
      applyRegion(services, organisation ? countryId : null),
      readyReaderLanguage(services),
      loadProgrammeRoles(services),
    ]);
  return {
    helpdeskBadge,
    sections,
    reviewLinks,
    partnerLogos,
    footerLogos,
    programme: hasProgrammeRole(programmeRoles),
  };
}
