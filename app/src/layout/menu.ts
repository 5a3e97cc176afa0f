import { ACTIVITY, hasActivities } from '../session/active-organisation';
import type { ActiveOrganisation } from '../session/types';
import type { IconName } from './icons';

export interface MenuEntry {
  id: string;
  /** Catalogue key of the label, or the label itself when `literal` (content section names). */
  label: string;
  literal?: boolean;
  href: string;
  icon?: IconName;
  children?: MenuEntry[];
}

export interface MenuSection {
  id: number;
  name: string;
}

/**
 * The side menu for the active organisation (spec 000 §2, §6): each item only with its activity;
 * without an organisation only the main dashboard and Getting Started (create, join).
 */
export function buildMenu(
  organisation: ActiveOrganisation | null,
  sections: readonly MenuSection[],
): MenuEntry[] {
  const dashboard: MenuEntry = { id: 'dashboard', label: 'menu.dashboard', href: '/', icon: 'home' };
  const logout: MenuEntry = { id: 'logout', label: 'menu.logout', href: '/logout', icon: 'logout' };
  if (!organisation) {
    return [
      dashboard,
      {
        id: 'getting-started',
        label: 'menu.gettingStarted',
        href: '/getting-started',
        icon: 'start',
        children: [
          { id: 'create-facility', label: 'menu.createFacility', href: '/create-facility', icon: 'plus' },
          { id: 'join-facility', label: 'menu.joinFacility', href: '/join-facility', icon: 'join' },
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
      href: `/profile/${type}`,
      icon: 'flag',
    });
  }
  if (hasActivities(organisation, ACTIVITY.REVIEWS)) {
    entries.push({
      id: 'review',
      label: 'menu.review',
      href: '/review/best-practice',
      icon: 'review',
      children: [
        { id: 'best-practices', label: 'menu.bestPractices', href: '/review/best-practice' },
        { id: 'annual-data', label: 'menu.annualData', href: '/annual-review/annual-data' },
      ],
    });
  }
  // Improve lists the organisation's content sections; with none loaded there is nothing to show.
  if (hasActivities(organisation, ACTIVITY.IMPROVE) && sections.length > 0) {
    const improve = sections.map<MenuEntry>((section) => ({
      id: `section-${section.id}`,
      label: section.name,
      literal: true,
      href: `/section/${section.id}`,
    }));
    entries.push({
      id: 'improve',
      label: 'menu.improve',
      href: improve[0]?.href ?? '/',
      icon: 'improve',
      children: improve,
    });
  }
  if (hasActivities(organisation, ACTIVITY.FACILITY_PROFILE)) {
    entries.push({ id: 'documents', label: 'menu.documents', href: `/documents/${type}`, icon: 'documents' });
  }
  entries.push(logout);
  return entries;
}

/** Spec 000 §9: the notification badge shows 99+ above 99. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
