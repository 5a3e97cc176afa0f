import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { sessionAtom } from '../session/atoms';
import { applyTheme, themeForOrganisationType, themeForPath, type Theme } from './theme';

/** The theme for where the user is: the active organisation when signed in, else the path (docs/organisations.md#purpose). */
export function useTheme(): Theme {
  const pathname = useLocation({ select: (location) => location.pathname });
  const session = useAtomValue(sessionAtom);
  return session ? themeForOrganisationType(session.organisation?.type) : themeForPath(pathname);
}

/** Keeps the document root's theme attribute in step with {@link useTheme}. */
export function useDocumentTheme(): Theme {
  const theme = useTheme();
  useEffect(() => applyTheme(theme), [theme]);
  return theme;
}
