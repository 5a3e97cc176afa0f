/** True for a link that leaves the app (a full URL), which opens in a new tab. */
export function isExternalLink(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** The attributes that open an external link in a new tab without handing it this page. */
export function linkTarget(href: string): { target?: string; rel?: string } {
  return isExternalLink(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** The foundation's social networks (docs/shell.md#screens: five networks, a hashtag and highlights). */
export const SOCIAL_NETWORKS = [
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/sustainable.golf' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/sustainable.golf' },
  { id: 'x', label: 'X', href: 'https://x.com/sustainablegolf' },
  {
    id: 'linkedin',
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/company/golf-environment-organization',
  },
  { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@sustainablegolf' },
] as const;

/** The programme's hashtag, linking to its feed on a social site. */
export const HASHTAG = { tag: '#OnCourseGolf', href: 'https://www.instagram.com/explore/tags/oncoursegolf/' };

/** The foundation's highlights of the year. */
export const HIGHLIGHTS_URL = 'https://sustainable.golf/highlights';
