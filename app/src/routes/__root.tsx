import { createRootRouteWithContext, Outlet, redirect, retainSearchParams } from '@tanstack/react-router';
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
  const lang = Route.useSearch({ select: (search) => search.lang });
  useDisplayLanguage(lang);
  useDocumentTitle();
  useDocumentTheme();
  return <Outlet />;
}
