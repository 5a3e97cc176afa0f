import { describe, expect, it } from 'vitest';
import type { Activity, OrganisationType } from '../session/types';
import { badgeText, buildMenu } from './menu';

const organisation = (activities: Activity[], type: OrganisationType = 'FACILITY') => ({
  id: 1,
  name: 'Green Hills',
  type,
  activities,
  logoId: null,
});

const ids = (entries: ReturnType<typeof buildMenu>) => entries.map((entry) => entry.id);

describe('side menu (docs/shell.md#screens, docs/shell.md#access)', () => {
  it('shows each item only with its activity', () => {
    expect(ids(buildMenu(organisation(['main-dashboard']), []))).toEqual(['dashboard', 'logout']);
    expect(ids(buildMenu(organisation(['reviews']), []))).toEqual(['review', 'logout']);
    expect(
      ids(
        buildMenu(organisation(['main-dashboard', 'facility-profile', 'reviews', 'improve']), [
          { id: 4, name: 'Reports', slug: 'oncourse-reports' },
        ]),
      ),
    ).toEqual(['dashboard', 'profile', 'review', 'improve', 'documents', 'logout']);
  });

  it('lists the improve content sections and links profile and documents by organisation type', () => {
    const menu = buildMenu(organisation(['improve', 'facility-profile'], 'TOURNAMENT'), [
      { id: 4, name: 'Reports', slug: 'oncourse-reports' },
    ]);
    expect(
      menu.find((entry) => entry.id === 'improve')?.children?.map((child) => [child.label, child.link]),
    ).toEqual([['Reports', { to: '/section/$sectionSlug', params: { sectionSlug: 'oncourse-reports' } }]]);
    expect(menu.find((entry) => entry.id === 'profile')?.link).toEqual({
      to: '/profile/$organisationType',
      params: { organisationType: 'tournament' },
    });
    expect(menu.find((entry) => entry.id === 'documents')?.link).toEqual({
      to: '/documents/$organisationType',
      params: { organisationType: 'tournament' },
    });
  });

  it('offers the review sub-menus the review links have, and none without links', () => {
    const reviews = organisation(['reviews']);
    const children = (links: Parameters<typeof buildMenu>[2]) =>
      buildMenu(reviews, [], links)
        .find((entry) => entry.id === 'review')
        ?.children?.map((child) => child.id);
    const annualData = { id: 9, slug: 'annual-data', title: 'Annual data', sections: [] };
    const bestPractice = { id: 1, slug: 'nature', title: 'Nature', progress: 0, sections: [] };
    expect(children(null)).toEqual([]);
    expect(children({ bestPractices: [bestPractice], annualData })).toEqual([
      'best-practices',
      'annual-data',
    ]);
    expect(children({ bestPractices: [], annualData })).toEqual(['annual-data']);
  });

  it("opens a tournament's own reviews from Review, not an empty best-practice page", () => {
    const annualData = {
      id: 7,
      slug: 'annual-data-tournament',
      title: 'Tournament annual data',
      sections: [],
    };
    const review = (links: Parameters<typeof buildMenu>[2]) =>
      buildMenu(organisation(['reviews'], 'TOURNAMENT'), [], links).find((entry) => entry.id === 'review')
        ?.link;
    expect(review({ bestPractices: [], annualData })).toEqual({
      to: '/annual-review/$reviewType',
      params: { reviewType: 'annual-data-tournament' },
    });
    const bestPractice = { id: 1, slug: 'nature', title: 'Nature', progress: 0, sections: [] };
    expect(review({ bestPractices: [bestPractice], annualData })).toEqual({ to: '/review/best-practice' });
  });

  it('offers only the dashboard and Getting Started (create, join) without an organisation', () => {
    const menu = buildMenu(null, []);
    expect(ids(menu)).toEqual(['dashboard', 'getting-started', 'logout']);
    expect(menu[1]?.children?.map((child) => child.link.to)).toEqual(['/create-facility', '/join-facility']);
  });
});

describe('helpdesk badge (docs/helpdesk.md#limits)', () => {
  it('shows the count, 99+ above 99, nothing at zero', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
