import { linkOptions, type LinkOptions } from '@tanstack/react-router';
import { ACTIVITY, hasActivities } from '../session/active-organisation';
import type { ActiveOrganisation } from '../session/types';
import type { IconName } from '../ui/icons';
import type { Schemas } from '@oncourse/openapi';

/** The review sub-menus' source (getReviewLinks). */
export type ReviewLinks = Schemas['ReviewLinks'];

export interface MenuEntry {
  id: string;
  /** Catalogue key of the label, or the label itself when `literal` (content section names). */
  label: string;
  literal?: boolean;
  /** Where it leads, checked against the route tree by tsc (a wrong path fails the typecheck). */
  link: LinkOptions;
  icon?: IconName;
  children?: MenuEntry[];
}

export interface MenuSection {
  id: number;
  name: string;
  slug: string;
}

/**
 * The review sub-menus (docs/shell.md#screens): best practices and annual data, each only when the review
 * links offer it; none at all when the links could not be had.
 */
function reviewChildren(links: ReviewLinks | null): MenuEntry[] {
  if (!links) return [];
  const children: MenuEntry[] = [];
  if (links.bestPractices.length > 0) {
    children.push({
      id: 'best-practices',
      label: 'menu.bestPractices',
      link: linkOptions({ to: '/review/best-practice' }),
    });
  }
  if (links.annualData) {
    children.push({
      id: 'annual-data',
      label: 'menu.annualData',
      link: linkOptions({ to: '/annual-review/$reviewType', params: { reviewType: links.annualData.slug } }),
    });
  }
  return children;
}

/**
 * Where Review opens: the best practices when the organisation has any (a tournament has its own,
 * docs/reviews.md#screens), else its annual data, never an empty page.
 */
function reviewLink(links: ReviewLinks | null): LinkOptions {
  if (links && links.bestPractices.length === 0 && links.annualData)
    return linkOptions({ to: '/annual-review/$reviewType', params: { reviewType: links.annualData.slug } });
  return linkOptions({ to: '/review/best-practice' });
}

/**
 * The side menu for the active organisation (docs/organisations.md#screens, docs/organisations.md#access): each item only with its activity;
 * without an organisation only the main dashboard and Getting Started (create, join).
 */
export function buildMenu(
  organisation: ActiveOrganisation | null,
  sections: readonly MenuSection[],
  reviewLinks: ReviewLinks | null = null,
): MenuEntry[] {
  const dashboard: MenuEntry = {
    id: 'dashboard',
    label: 'menu.dashboard',
    link: linkOptions({ to: '/' }),
    icon: 'home',
  };
  const logout: MenuEntry = {
    id: 'logout',
    label: 'menu.logout',
    link: linkOptions({ to: '/logout' }),
    icon: 'logout',
  };
  if (!organisation) {
    return [
      dashboard,
      {
        id: 'getting-started',
        label: 'menu.gettingStarted',
        link: linkOptions({ to: '/getting-started' }),
        icon: 'start',
        children: [
          {
            id: 'create-facility',
            label: 'menu.createFacility',
            link: linkOptions({ to: '/create-facility' }),
            icon: 'plus',
          },
          {
            id: 'join-facility',
            label: 'menu.joinFacility',
            link: linkOptions({ to: '/join-facility' }),
            icon: 'join',
          },
        ],
      },
      logout,
    ];
  }
  const type = organisation.type === 'TOURNAMENT' ? 'tournament' : 'facility';
  const entries: MenuEntry[] = [];
  if (hasActivities(organisation, ACTIVITY.MAIN_DASHBOARD)) entries.push(dashboard);
  if (hasActivities(organisation, ACTIVITY.FACILITY_PROFILE)) {
    entries.push({
      id: 'profile',
      label: type === 'tournament' ? 'menu.tournamentProfile' : 'menu.facilityProfile',
      link: linkOptions({ to: '/profile/$organisationType', params: { organisationType: type } }),
      icon: 'flag',
    });
  }
  if (hasActivities(organisation, ACTIVITY.REVIEWS)) {
    entries.push({
      id: 'review',
      label: 'menu.review',
      link: reviewLink(reviewLinks),
      icon: 'review',
      children: reviewChildren(reviewLinks),
    });
  }
  // Improve lists the organisation's content sections; with none loaded there is nothing to show.
  if (hasActivities(organisation, ACTIVITY.IMPROVE) && sections.length > 0) {
    const improve = sections.map<MenuEntry>((section) => ({
      id: `section-${section.id}`,
      label: section.name,
      literal: true,
      link: linkOptions({ to: '/section/$sectionSlug', params: { sectionSlug: section.slug } }),
    }));
    entries.push({
      id: 'improve',
      label: 'menu.improve',
      link: improve[0]?.link ?? linkOptions({ to: '/' }),
      icon: 'improve',
      children: improve,
    });
  }
  if (hasActivities(organisation, ACTIVITY.FACILITY_PROFILE)) {
    entries.push({
      id: 'documents',
      label: 'menu.documents',
      link: linkOptions({ to: '/documents/$organisationType', params: { organisationType: type } }),
      icon: 'documents',
    });
  }
  entries.push(logout);
  return entries;
}

/** docs/helpdesk.md#limits: the notification badge shows 99+ above 99. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
