import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@oncourse/openapi';
import { ok } from '../test/fake-api';
import { organisationDetails, profileHandlers } from '../test/facility-profile-data';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';

const OFF: Schemas['PublicProfileSettings'] = {
  slug: null,
  url: null,
  show_footprint: false,
  show_highlights: false,
  show_in_process: false,
  highlights: {},
};

describe(
  'the facility profile’s Public profile section (docs/public-recognition.md#privacy)',
  { timeout: 30_000 },
  () => {
    it('starts with everything off, saves a switch as it is switched and the highlights with their button', async () => {
      const user = userEvent.setup();
      let stored = OFF;
      signIn(GREEN_HILLS);
      const { calls } = await renderApp(
        '/profile/facility',
        profileHandlers(undefined, {
          'GET /api/country/countries': () => ok([{ id: 2, title: 'United Kingdom', code: 'GB' }]),
          'GET /api/organisation/11/public-profile': () => ok(stored),
          'PUT /api/organisation/11/public-profile': (call) => {
            const body = call.body as Schemas['PublicProfileSettingsUpdate'];
            stored = {
              ...stored,
              ...body,
              slug: 'green-hills',
              url: 'https://oncourse.example/directory/green-hills',
              highlights: body.highlights ?? stored.highlights,
            } as Schemas['PublicProfileSettings'];
            return ok(stored);
          },
        }),
      );
      const footprint = await screen.findByRole('switch', { name: 'Show our carbon footprint by year' });
      expect((footprint as HTMLInputElement).checked).toBe(false);
      expect(
        (
          screen.getByRole('switch', {
            name: 'Show that we are in the process of certification',
          }) as HTMLInputElement
        ).checked,
      ).toBe(false);

      await user.click(footprint);
      await screen.findByText('Your public profile has been saved.');
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ show_footprint: true });
      expect(
        (screen.getByRole('switch', { name: 'Show our carbon footprint by year' }) as HTMLInputElement)
          .checked,
      ).toBe(true);
      screen.getByRole('link', { name: 'https://oncourse.example/directory/green-hills' });

      const section = within(screen.getByRole('region', { name: 'Public profile' }));
      await user.type(section.getByRole('textbox', { name: 'Highlights (Svenska)' }), 'Ängar');
      await user.click(section.getByRole('button', { name: 'Save public profile' }));
      await vi.waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
      expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toEqual({ highlights: { sv: 'Ängar' } });
    });

    it('shows a member who only reads the texts written instead of fields, and says who changes them', async () => {
      const reader: Schemas['Activity'][] = ['main-dashboard', 'facility-profile', 'reviews', 'improve'];
      signIn({ ...GREEN_HILLS, activities: reader });
      await renderApp('/profile/facility', {
        ...profileHandlers(organisationDetails({ activities: reader }), {
          'GET /api/organisation/11/public-profile': () =>
            ok({ ...OFF, show_highlights: true, highlights: { sv: 'Ängar och hedar' } }),
        }),
        ...shellHandlers([{ ...summary(11, 'Green Hills'), activities: reader }]),
      });
      const section = within(await screen.findByRole('region', { name: 'Public profile' }));
      expect(
        section.getByText(
          'The owner or an admin of your organisation changes what the public profile shows.',
        ),
      ).toBeTruthy();
      expect(section.getByText('Ängar och hedar').getAttribute('lang')).toBe('sv');
      expect(section.queryByRole('textbox')).toBeNull();
      expect(section.queryByRole('button', { name: 'Save public profile' })).toBeNull();
    });
  },
);
