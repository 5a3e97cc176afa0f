import { createCatalogue, type Catalogue, type Strings } from './catalogue';
import bundledEnglish from './bundled-en.gen.json';

export const DEFAULT_LANGUAGE = 'en';

/**
 * The app's catalogue with the signed-out pages' English bundled (bundled-groups.ts), so the
 * sign-in page renders before the API answers and stays within its JavaScript budget.
 */
export function createAppCatalogue(): Catalogue {
  return createCatalogue(DEFAULT_LANGUAGE, bundledEnglish);
}

const fullEnglish = new WeakMap<Catalogue, Promise<void>>();

/**
 * Adds the whole English catalogue (its own lazily loaded chunk), once per catalogue: signed-in
 * pages await it before they render, so no text ever shows as its key, whatever the API does.
 * Strings already loaded (a fresher English from the API) are kept.
 */
export function ensureFullCatalogue(catalogue: Catalogue): Promise<void> {
  let loaded = fullEnglish.get(catalogue);
  if (!loaded) {
    loaded = import('@oncourse/fixtures/strings/en.json').then(({ default: english }) => {
      catalogue.addFallbackStrings(english);
    });
    fullEnglish.set(catalogue, loaded);
  }
  return loaded;
}

export type StringsLoader = (language: string) => Promise<Strings | null>;

/**
 * Switches the display language, loading that language's catalogue from the API first (English is
 * always refreshed, it may have changed since the build); when the catalogue cannot be loaded the
 * current texts stay in place (docs/languages-units-themes.md#languages: default language en). `isWanted` drops a switch that a
 * later one has overtaken while its catalogue was loading.
 */
export async function switchLanguage(
  catalogue: Catalogue,
  language: string,
  load: StringsLoader,
  isWanted: () => boolean = () => true,
): Promise<void> {
  if (!catalogue.hasCatalogue(language) || language === DEFAULT_LANGUAGE) {
    // A catalogue that does not come leaves the page in the language it already has.
    const strings = await load(language).catch(() => null);
    if (strings) catalogue.addCatalogue(language, strings);
  }
  if (!isWanted() || !catalogue.hasCatalogue(language)) return;
  catalogue.setLanguage(language);
  document.documentElement.lang = language;
}
