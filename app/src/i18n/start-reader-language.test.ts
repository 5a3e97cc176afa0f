import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../create-services';
import { createFakeFetch, ok } from '../test/fake-api';
import { startReaderLanguage } from './start-reader-language';
import { switchLanguage } from './i18n';
import { loadStrings } from './load-strings';

afterEach(() => {
  document.documentElement.lang = 'en';
});

function servicesWithCatalogues() {
  const { fetch, calls } = createFakeFetch({
    'GET /api/string/strings-by-code': ({ search }) => {
      const code = new URLSearchParams(search).get('code') ?? '';
      return ok({
        code,
        strings: code === 'de' ? { 'login.title': 'Anmelden' } : { 'login.title': 'Sign in' },
      });
    },
  });
  const services = createServices({ baseUrl: 'http://oncourse.test', fetch, navigate: () => undefined });
  const stringRequests = () => calls.filter((call) => call.path === '/api/string/strings-by-code');
  return { services, stringRequests };
}

describe('startReaderLanguage (docs/engineering.md#first-visit)', () => {
  it("asks for a public page's lang catalogue before anything renders, and the page's own switch joins that one request", async () => {
    const { services, stringRequests } = servicesWithCatalogues();
    startReaderLanguage(services, '?lang=de');
    await vi.waitFor(() => expect(stringRequests()).toHaveLength(1));
    // What the root does once it has rendered (useDisplayLanguage), while the request is under way.
    await switchLanguage(services.catalogue, 'de', (code) => loadStrings(services.api, code));
    expect(stringRequests()).toHaveLength(1);
    expect(services.catalogue.getSnapshot().t('login.title')).toBe('Anmelden');
    expect(document.documentElement.lang).toBe('de');
  });

  it('asks for nothing when the page is in English, whose texts the first screens bundle', () => {
    const { services, stringRequests } = servicesWithCatalogues();
    startReaderLanguage(services, '');
    startReaderLanguage(services, '?lang=en');
    expect(stringRequests()).toEqual([]);
  });

  it('asks again for a catalogue once the earlier request has been answered: English is refreshed each time', async () => {
    const { services, stringRequests } = servicesWithCatalogues();
    await loadStrings(services.api, 'en');
    await loadStrings(services.api, 'en');
    expect(stringRequests()).toHaveLength(2);
  });
});
