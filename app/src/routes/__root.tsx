import {
  createRootRouteWithContext,
  Outlet,
  redirect,
  retainSearchParams,
  useRouter,
} from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useDisplayLanguage } from '#app/i18n/useDisplayLanguage.ts';
import { fetchMaintenance } from '#app/shell/maintenance.ts';
import type { RouterContext } from '#app/routing/context.ts';
import { validateRootSearch } from '#app/routing/search.ts';
import { useDocumentTitle } from '#app/routing/useDocumentTitle.ts';
import { useDocumentTheme } from '#app/theme/useDocumentTheme.ts';

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
