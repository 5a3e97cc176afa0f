import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { ProfileTab } from './profile/tabs';
import { RouteError } from './shell/RouteError';
import type { RouterContext } from './routing/context';
import { reloadOnReaderChange } from './routing/reload-on-reader-change';
import type { AppServices } from './services';

/** Builds the router; tests pass a memory history. */
export function createAppRouter(services: AppServices, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context: { services } satisfies RouterContext,
    defaultPreload: 'intent',
    // Lazy, so the sign-in page does not load the signed-in shell the not-found page may show.
    defaultNotFoundComponent: lazyRouteComponent(() => import('./shell/NotFound'), 'NotFound'),
    // A page without its own error view still gets ours, never the router's bare message.
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
  reloadOnReaderChange(router, services);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The e-mail just registered, shown on /registration-link-sent and used by its resend button. */
    registrationEmail?: string;
    /** The /user-profile tab to open. */
    profileTab?: ProfileTab;
    /** Set on the way to the dashboard right after creating this organisation: it offers the logo and profile image. */
    createdOrganisationId?: number;
    /** The address whose password was just set: the sign-in page that follows is filled in with it. */
    signInEmail?: string;
    /** The section just left by Save and Come Back or Save as Complete: the page it returns to confirms it. */
    savedSection?: { title: string; mode: 'later' | 'complete'; later: number };
  }
}
