import { useLocation, useMatches } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { sessionAtom } from '../session/atoms';
import { applyTheme, themeForOrganisationType, themeForPath, themeOfPages, type Theme } from './theme';

/**
 * The theme for where the user is: the active organisation when signed in (docs/organisations.md#purpose),
 * else the one the page names (an invitation's), else the path (docs/languages-units-themes.md#themes).
 */
export function useTheme(): Theme {
  const pathname = useLocation({ select: (location) => location.pathname });
  const pageTheme = useMatches({ select: themeOfPages });
  const session = useAtomValue(sessionAtom);
  if (session) return themeForOrganisationType(session.organisation?.type);
  return pageTheme ?? themeForPath(pathname);
}

/** Keeps the document root's theme attribute in step with {@link useTheme}. */
export function useDocumentTheme(): Theme {
  const theme = useTheme();
  useEffect(() => applyTheme(theme), [theme]);
  return theme;
}
