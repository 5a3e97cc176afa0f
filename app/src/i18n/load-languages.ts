import { DEFAULT_LANGUAGES, type LanguageChoice } from '../forms/languages';
import type { AppServices } from '../services';

/**
 * The supported languages under their own names, for the routes whose forms pick one (their
 * loaders). The built-in list when the server cannot answer, so the form still works.
 */
export async function loadLanguages({ api }: Pick<AppServices, 'api'>): Promise<LanguageChoice[]> {
  try {
    const { data } = await api.GET('/api/language/supported-languages');
    if (!data || data.data.length === 0) return DEFAULT_LANGUAGES;
    return data.data.map((language) => ({ key: language.key, name: language.language || language.value }));
  } catch {
    // The built-in list of languages serves until the server's can be had.
    return DEFAULT_LANGUAGES;
  }
}
