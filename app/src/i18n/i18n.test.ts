import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppCatalogue, switchLanguage } from './i18n';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('switchLanguage (docs/languages-units-themes.md#languages)', () => {
  it('loads the language once, shows it and marks the page with it', async () => {
    const catalogue = createAppCatalogue();
    const load = vi.fn(async () => ({ 'login.title': 'Anmelden' }));
    await switchLanguage(catalogue, 'de', load);
    await switchLanguage(catalogue, 'de', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(catalogue.getSnapshot().t('login.title')).toBe('Anmelden');
    expect(document.documentElement.lang).toBe('de');
  });

  it('stays in English when the catalogue cannot be loaded', async () => {
    const catalogue = createAppCatalogue();
    await switchLanguage(catalogue, 'fr', async () => {
      throw new TypeError('offline');
    });
    expect(catalogue.getSnapshot().language).toBe('en');
    expect(catalogue.getSnapshot().t('login.title')).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');
  });

  it('does not show a language whose switch was overtaken while it loaded', async () => {
    const catalogue = createAppCatalogue();
    let wanted = true;
    const slow = switchLanguage(
      catalogue,
      'fr',
      async () => ({ 'login.title': 'Connexion' }),
      () => wanted,
    );
    wanted = false;
    await slow;
    expect(catalogue.getSnapshot().language).toBe('en');
    // Kept for later: switching to it again needs no second request.
    expect(catalogue.hasCatalogue('fr')).toBe(true);
  });
});
