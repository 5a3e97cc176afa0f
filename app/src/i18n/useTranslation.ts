import { useSyncExternalStore } from 'react';
import { useServices } from '../services';
import type { CatalogueSnapshot } from './catalogue';

/**
 * The current language and its `t(key, values?)`; the component re-renders when the language
 * changes or its catalogue arrives from the API (docs/languages-units-themes.md#interface-strings).
 */
export function useTranslation(): CatalogueSnapshot {
  const { catalogue } = useServices();
  return useSyncExternalStore(
    catalogue.subscribe,
    catalogue.getSnapshot,
    // A prerendered page was drawn in the language it hydrates in (docs/engineering.md#prerendered-pages).
    catalogue.getSnapshot,
  );
}
