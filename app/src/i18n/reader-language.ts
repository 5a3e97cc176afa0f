import type { AppServices } from '../services';
import { userAtom } from '../session/atoms';

/**
 * The language a loader asks the server for content in: the signed-in reader's own, else the one
 * on screen. On a fresh page the loaders run before the reader's catalogue is switched to, so the
 * screen's language alone would fetch the first page's content in English
 * (docs/languages-units-themes.md#content).
 */
export function readerLanguage(services: Pick<AppServices, 'store' | 'catalogue'>): string {
  return services.store.get(userAtom)?.language ?? services.catalogue.getSnapshot().language;
}
