import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createServices } from '../create-services';
import { ServicesProvider } from '../services';
import { sessionAtom } from '../session/atoms';
import { createFakeFetch, ok } from '../test/fake-api';
import { USER } from '../test/session';
import { BUNDLED_GROUPS } from './bundled-groups';
import { useDisplayLanguage } from './useDisplayLanguage';

function Root({ lang }: { lang?: string }) {
  useDisplayLanguage(lang);
  return null;
}

function renderRoot(lang?: string) {
  const { fetch, calls } = createFakeFetch({
    'GET /api/string/strings-by-code': ({ search }) =>
      ok({ code: new URLSearchParams(search).get('code'), strings: { 'login.title': 'Sign in' } }),
  });
  const services = createServices({ baseUrl: 'http://oncourse.test', fetch, navigate: () => undefined });
  render(
    <Provider store={services.store}>
      <ServicesProvider services={services}>
        <Root lang={lang} />
      </ServicesProvider>
    </Provider>,
  );
  const asked = () =>
    calls
      .filter((call) => call.path === '/api/string/strings-by-code')
      .map((call) => Object.fromEntries(new URLSearchParams(call.search)));
  return { services, asked };
}

describe('the language a page is shown in (docs/languages-units-themes.md#interface-strings)', () => {
  it('signed out, refreshes only the English the signed-out pages bundle; signing in asks for all of it', async () => {
    const { services, asked } = renderRoot();
    await waitFor(() => expect(asked()).toEqual([{ code: 'en', groups: BUNDLED_GROUPS.join(',') }]));
    act(() => services.store.set(sessionAtom, { user: USER, accessToken: 'access-1', organisation: null }));
    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()[1]).toEqual({ code: 'en' });
    // The session lives in cookies, which the next test's services would read.
    act(() => services.store.set(sessionAtom, null));
  });

  it('asks for the whole catalogue of another language, which the signed-in pages will need', async () => {
    const { asked } = renderRoot('de');
    await waitFor(() => expect(asked()).toEqual([{ code: 'de' }]));
  });
});
