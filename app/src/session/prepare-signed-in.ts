import type { AnyRouter } from '@tanstack/react-router';
import { ensureFullCatalogue } from '../i18n/i18n';
import type { Catalogue } from '../i18n/catalogue';

/**
 * Starts downloading what the page after signing in runs, its route files (the signed-in frame's
 * and the page's code-split parts, their loaders inside) and the whole English catalogue, while the
 * person is still typing or the sign-in request is under way. Without it they downloaded only once
 * the session had started, one after the other, and the page's data requests waited for them
 * (docs/engineering.md#first-visit). Each file is fetched once, whatever calls this again.
 */
export function prepareSignedIn(router: AnyRouter, catalogue: Catalogue, path: string): void {
  // Fetched ahead of need: if it fails, the page that needs it fetches it again and shows that failure.
  void ensureFullCatalogue(catalogue).catch(() => undefined);
  const [routes] = router.getMatchedRoutes(path);
  // Fetched ahead of need: if it fails, the page that needs it fetches it again and shows that failure.
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}
