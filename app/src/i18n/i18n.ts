import en from '@oncourse/fixtures/strings/en.json';
import { createCatalogue, type Catalogue, type Strings } from './catalogue';

export const DEFAULT_LANGUAGE = 'en';

/** The app's catalogue with English bundled, so the sign-in page renders before the API answers. */
export function createAppCatalogue(): Catalogue {
  return createCatalogue(DEFAULT_LANGUAGE, en);
}

export type StringsLoader = (language: string) => Promise<Strings | null>;

/**
 * Switches the display language, loading that language's catalogue from the API first (English is
 * always refreshed, it may have changed since the build); when the catalogue cannot be loaded the
 * current texts stay in place (spec 000 §1: default language en). `isWanted` drops a switch that a
 * later one has overtaken while its catalogue was loading.
 */
export async function switchLanguage(
  catalogue: Catalogue,
  language: string,
  load: StringsLoader,
  isWanted: () => boolean = () => true,
): Promise<void> {
  if (!catalogue.hasCatalogue(language) || language === DEFAULT_LANGUAGE) {
    const strings = await load(language).catch(() => null);
    if (strings) catalogue.addCatalogue(language, strings);
  }
  if (!isWanted() || !catalogue.hasCatalogue(language)) return;
  catalogue.setLanguage(language);
  document.documentElement.lang = language;
}
