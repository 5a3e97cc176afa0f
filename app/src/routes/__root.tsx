import {
  createRootRouteWithContext,
  Outlet,
  redirect,
  retainSearchParams,
  useRouter,
} from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useDisplayLanguage } from '../i18n/useDisplayLanguage';
import { fetchMaintenance } from '../shell/maintenance';
import type { RouterContext } from '../routing/context';
import { validateRootSearch } from '../routing/search';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { useDocumentTheme } from '../theme/useDocumentTheme';

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateRootSearch,
  // docs/shell.md#screens: any path containing 'error' renders only the error route.
  beforeLoad: ({ location }) => {
    if (location.pathname.includes('error') && location.pathname !== '/error')
      throw redirect({ to: '/error', replace: true });
  },
  // Deferred: the notice arrives while the page renders; fetched once per page load.
  loader: ({ context }) => ({ maintenance: fetchMaintenance(context.services.api) }),
  staleTime: Infinity,
  // docs/languages-units-themes.md#languages: the lang parameter is carried along on every redirect and link.
  search: { middlewares: [retainSearchParams(['lang'])] },
  component: Root,
});

function Root() {
  const router = useRouter();
  const lang = Route.useSearch({ select: (search) => search.lang });
  useDisplayLanguage(lang);
  useDocumentTitle();
  useDocumentTheme();
  // Menu links come from content and may name paths no route serves (they end on the not-found
  // page), so react-aria links navigate by plain path rather than by typed route.
  return (
    <AriaRouterProvider navigate={(href) => router.history.push(href)} useHref={(href) => href}>
      <Outlet />
    </AriaRouterProvider>
  );
}
