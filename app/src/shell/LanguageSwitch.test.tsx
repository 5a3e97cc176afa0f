import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { germanStrings } from '../test/german-strings';

const strings = germanStrings;

describe(
  'the language switch of the signed-out pages (docs/languages-units-themes.md#languages)',
  { timeout: 20_000 },
  () => {
    it('offers each language by its own name on the sign-in page and switches the page to it', async () => {
      const user = userEvent.setup();
      const { router } = await renderApp('/login', strings);
      const languages = await screen.findByRole('navigation', { name: 'Language' });
      const links = within(languages).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toContain('Deutsch');
      expect(links.map((link) => link.textContent)).not.toContain('isiZulu');
      expect(
        within(languages).getByRole('link', { name: 'English' }).getAttribute('aria-current'),
      ).not.toBeNull();
      expect(
        within(languages).getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current'),
      ).toBeNull();

      await user.click(within(languages).getByRole('link', { name: 'Deutsch' }));
      await waitFor(() => expect(router.state.location.search).toEqual({ lang: 'de' }));
      expect(router.state.location.pathname).toBe('/login');
      expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy();
      const german = screen.getByRole('navigation', { name: 'Sprache' });
      expect(
        within(german).getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current'),
      ).not.toBeNull();
      expect(within(german).getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBeNull();
    });

    it('is on the registration page too, keeping the rest of its address', async () => {
      const { router } = await renderApp('/registration-page?emailAddress=ann%40example.org', strings);
      const languages = await screen.findByRole('navigation', { name: 'Language' });
      within(languages).getByRole('link', { name: 'Deutsch' }).click();
      await waitFor(() =>
        expect(router.state.location.search).toEqual({ lang: 'de', emailAddress: 'ann@example.org' }),
      );
      expect(router.state.location.pathname).toBe('/registration-page');
    });
  },
);
