import type { PublicStanding } from '@oncourse/engine';
import { html } from 'ghtml';
import type { PageText } from './page-text.ts';

const colours: Record<PublicStanding, { fill: string; text: string }> = {
  certified: { fill: '#2e7a4f', text: '#ffffff' },
  'renewal-due': { fill: '#8a5a00', text: '#ffffff' },
  'in-process': { fill: '#56615b', text: '#ffffff' },
  expired: { fill: '#b3261e', text: '#ffffff' },
};

export const BADGE_WIDTH = 240;
export const BADGE_HEIGHT = 64;

// Drawing a badge took as long as reading its row: the same inputs always draw the same SVG, so the
// newest few hundred are kept, keyed by every input, and a changed badge is never served stale.
const drawn = new Map<string, string>();
const KEEP = 500;

/**
 * The badge: the standing and, for a certificate, its last day, in the reader's language, linking
 * to the profile when the SVG is opened or embedded as an object. Fonts any system has, so the PNG
 * made from it reads the same.
 */
export function badgeSvg(
  text: PageText,
  badge: { title: string; standing: PublicStanding; validUntil: string | null },
  profileUrl: string,
): string {
  const key = [text.lang, badge.title, badge.standing, badge.validUntil ?? '', profileUrl].join('\u0000');
  const hit = drawn.get(key);
  if (hit !== undefined) return hit;
  const svg = drawBadge(text, badge, profileUrl);
  if (drawn.size >= KEEP) drawn.delete(drawn.keys().next().value!);
  drawn.set(key, svg);
  return svg;
}

function drawBadge(
  text: PageText,
  badge: { title: string; standing: PublicStanding; validUntil: string | null },
  profileUrl: string,
): string {
  const { t } = text;
  const { fill, text: ink } = colours[badge.standing];
  const label = t(`public.state.${badge.standing}`);
  const second =
    badge.validUntil && badge.standing !== 'in-process'
      ? badge.standing === 'expired'
        ? text.date(badge.validUntil)
        : t('public.badge.until', { date: text.date(badge.validUntil) })
      : badge.title;
  return html`<svg
    xmlns="http://www.w3.org/2000/svg"
    xmlns:xlink="http://www.w3.org/1999/xlink"
    width="${BADGE_WIDTH}"
    height="${BADGE_HEIGHT}"
    viewBox="0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}"
    role="img"
    aria-label="OnCourse: ${label}, ${second}"
  >
    <title>OnCourse: ${badge.title}: ${label}, ${second}</title>
    <a href="${profileUrl}" xlink:href="${profileUrl}" target="_top">
      <rect width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" rx="10" fill="${fill}" />
      <circle cx="32" cy="32" r="18" fill="none" stroke="${ink}" stroke-width="3" />
      !${badge.standing === 'certified' || badge.standing === 'renewal-due' ? html`<path d="M23 33 l6 6 l12 -13" fill="none" stroke="${ink}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round" />` : ''}
      <g font-family="DejaVu Sans, Verdana, Arial, sans-serif" fill="${ink}">
        <text x="60" y="22" font-size="11" opacity="0.9">OnCourse</text>
        <text
          x="60"
          y="39"
          font-size="15"
          font-weight="bold"
          !${label.length > 20 ? ' textLength="170" lengthAdjust="spacingAndGlyphs"' : ''}
        >
          ${label}
        </text>
        <text x="60" y="55" font-size="11">${second.length > 30 ? `${second.slice(0, 29)}…` : second}</text>
      </g>
    </a>
  </svg> `;
}
