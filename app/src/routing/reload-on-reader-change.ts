import type { AnyRouter } from '@tanstack/react-router';
import type { AppServices } from '../services';
import { activeOrganisationAtom } from '../session/atoms';

/**
 * Loaders read for one reader: the display language and the active organisation. When either
 * changes (a saved setting, a switch of organisation), every shown route loads again at once, so
 * no page keeps another organisation's figures or another language's texts. One subscription for
 * all routes: route loaders cannot declare these as `loaderDeps`, which only see the URL's search.
 */
export function reloadOnReaderChange(
  router: Pick<AnyRouter, 'invalidate'>,
  services: AppServices,
): () => void {
  const readerKey = () =>
    `${services.catalogue.getSnapshot().language}:${services.store.get(activeOrganisationAtom)?.id ?? 'none'}`;
  let current = readerKey();
  const check = () => {
    const next = readerKey();
    if (next === current) return;
    current = next;
    void router.invalidate();
  };
  const stopOrganisation = services.store.sub(activeOrganisationAtom, check);
  const stopLanguage = services.catalogue.subscribe(check);
  return () => {
    stopOrganisation();
    stopLanguage();
  };
}
