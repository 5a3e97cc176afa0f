export type Theme = 'facility' | 'tournament';

/** Signed out, the tournament theme applies when the path contains "tournaments" (docs/languages-units-themes.md#themes). */
export function themeForPath(pathname: string): Theme {
  return pathname.includes('tournaments') ? 'tournament' : 'facility';
}

/** Signed in, the theme follows the type of the active organisation (docs/organisations.md#purpose). */
export function themeForOrganisationType(type: string | null | undefined): Theme {
  return type === 'TOURNAMENT' ? 'tournament' : 'facility';
}

/**
 * The theme a page names in its loader's data (`theme`), the deepest page first; null when none
 * does. Signed out, it comes before the path's: the registration page opened from an invitation
 * shows the theme of the organisation that invites (docs/languages-units-themes.md#themes).
 */
export function themeOfPages(matches: readonly { loaderData?: unknown }[]): Theme | null {
  for (const match of [...matches].reverse()) {
    const theme = (match.loaderData as { theme?: unknown } | undefined)?.theme;
    if (theme === 'facility' || theme === 'tournament') return theme;
  }
  return null;
}

const META_COLOURS: Record<Theme, string> = { facility: '#4CA471', tournament: '#1077C6' };

/** The colour a phone's browser paints its bar in for the theme (the `theme-color` meta). */
export const themeColour = (theme: Theme): string => META_COLOURS[theme];

/** Puts the theme on the document root, where the CSS variables of both themes hang. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColour(theme));
}
