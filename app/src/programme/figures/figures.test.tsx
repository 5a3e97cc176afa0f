// The programme's figures and the federations' pages as staff and a federation meet them
// (docs/programme-console.md#figures, docs/programme-console.md#federations).
import type { Schemas } from '@oncourse/openapi';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Handler } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../../test/session';

afterEach(() => {
  vi.restoreAllMocks();
});

const STAFF: Schemas['ProgrammeRoles'] = {
  staff: true,
  verifierId: null,
  accreditedUntil: null,
  federationCountries: null,
};
const FEDERATION: Schemas['ProgrammeRoles'] = {
  staff: false,
  verifierId: null,
  accreditedUntil: null,
  federationCountries: ['SE'],
};

const aggregate = (total: number, medianPerHole: number | null) => ({ total, medianPerHole });

const FIGURES: Schemas['ProgrammeFigures'] = {
  demo: false,
  countries: null,
  asOf: '2026-12-02',
  organisations: [
    { countryCode: 'SE', facilities: 12, tournaments: 2, activeFacilities: 9, activeTournaments: 1 },
    { countryCode: null, facilities: 1, tournaments: 0, activeFacilities: 0, activeTournaments: 0 },
  ],
  reviews: [{ countryCode: 'SE', organisations: 14, reviews: 80, started: 60, complete: 40 }],
  annualData: [{ countryCode: 'SE', year: 2025, organisations: 10, complete: 8 }],
  certification: [
    {
      countryCode: 'SE',
      organisations: 14,
      noCase: 9,
      states: {
        'desk-review': 1,
        returned: 0,
        verification: 1,
        decision: 0,
        certified: 3,
        'not-certified': 0,
        withdrawn: 0,
      },
      certifiedNow: 3,
    },
  ],
  footprint: [
    {
      countryCode: 'SE',
      year: 2025,
      facilities: 8,
      notFinal: 2,
      market: aggregate(1520.4, 9.75),
      location: aggregate(610.2, 3.9),
    },
  ],
  footprintTrend: [
    {
      countryCode: null,
      year: 2025,
      facilities: 8,
      notFinal: 2,
      market: aggregate(1520.4, 9.75),
      location: aggregate(610.2, 3.9),
    },
  ],
};

const FACILITY: Schemas['FederationFacility'] = {
  id: 7,
  title: 'Lakeside Golf Club',
  countryCode: 'SE',
  city: 'Uppsala',
  holes: 18,
  reviews: { total: 7, complete: 5, percent: 86 },
  annualDataYears: [
    { year: 2025, complete: true },
    { year: 2024, complete: false },
  ],
  certification: { state: 'certified', certifiedUntil: '2029-05-31', certified: true },
};

function programme(roles: Schemas['ProgrammeRoles'], more: Record<string, Handler> = {}) {
  return {
    ...shellHandlers([summary(11, 'Green Hills')]),
    'GET /api/certification/me': () => ok(roles),
    ...more,
  };
}

/** jsdom saves no files: what is asked of the server, and under which name it would be saved. */
function catchDownloads() {
  URL.createObjectURL = () => 'blob:figures';
  URL.revokeObjectURL = () => undefined;
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

const csv = (name: string) => () =>
  new Response('\uFEFFcountry,facilities\r\nSE,12\r\n', {
    headers: { 'Content-Type': 'text/csv', 'content-filename': encodeURIComponent(name) },
  });

describe('the programme figures (staff)', () => {
  it('shows each table by country in words and downloads a table as the server names it', async () => {
    signIn(GREEN_HILLS);
    const saved = catchDownloads();
    const { calls } = await renderApp(
      '/programme/figures',
      programme(STAFF, {
        'GET /api/console/figures': () => ok(FIGURES),
        'GET /api/console/figures/reviews.csv': csv('oncourse-reviews-2026-12-02.csv'),
      }),
    );
    const organisations = await screen.findByTestId('figures-organisations');
    const rows = within(organisations).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Sweden');
    expect(rows[1]?.textContent).toContain('12');
    expect(rows[2]?.textContent).toContain('No country');
    expect(within(screen.getByTestId('figures-reviews')).getByText('50%')).toBeTruthy();
    expect(within(screen.getByTestId('figures-footprint')).getByText('9.75')).toBeTruthy();
    expect(
      within(screen.getByTestId('figures-certification')).getByRole('columnheader', { name: 'Desk review' }),
    ).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download “Review completion” as CSV' }));
    await waitFor(() => expect(saved).toEqual(['oncourse-reviews-2026-12-02.csv']));
    expect(calls.some((call) => call.path === '/api/console/figures/reviews.csv' && call.search === '')).toBe(
      true,
    );
  });

  it("switches to the demo's figures through the address, and asks for them", async () => {
    signIn(GREEN_HILLS);
    const { calls, router } = await renderApp(
      '/programme/figures',
      programme(STAFF, {
        'GET /api/console/figures': ({ search }) => ok({ ...FIGURES, demo: search.includes('demo=true') }),
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Show the demo organisations’ figures' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ demo: true }));
    expect(await screen.findByRole('link', { name: 'Show the real organisations’ figures' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/console/figures').at(-1)?.search).toBe('?demo=true');
  });

  it('invites a federation with the countries typed, as codes', async () => {
    signIn(GREEN_HILLS);
    const { calls } = await renderApp(
      '/programme/federations',
      programme(STAFF, {
        'GET /api/console/federations': () =>
          ok([
            {
              userId: 40,
              email: 'fed@golf.example',
              name: 'Frida Federation',
              countries: ['SE', 'NO'],
              createdAt: '2026-11-02T09:00:00.000Z',
            },
          ]),
        'GET /api/certification/invitations': () => ok([]),
        'POST /api/certification/invitations': ({ body }) =>
          ok({
            id: 3,
            email: (body as { email: string }).email,
            role: 'federation',
            invitedBy: null,
            createdAt: '2026-12-02T09:00:00.000Z',
            expiresAt: '2026-12-16T09:00:00.000Z',
          }),
      }),
    );
    expect(await screen.findByText('Sweden, Norway')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'new@golf.example');
    await user.type(screen.getByLabelText('Countries'), 'dk, is');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        email: 'new@golf.example',
        role: 'federation',
        federation: { countries: ['DK', 'IS'] },
      }),
    );
  });
});

describe("a national federation's pages", () => {
  it('opens on its own figures with its own nav, and lists the facilities sharing with it', async () => {
    signIn(GREEN_HILLS);
    const { router } = await renderApp(
      '/programme',
      programme(FEDERATION, {
        'GET /api/federation/figures': () => ok({ ...FIGURES, countries: ['SE'] }),
        'GET /api/federation/facilities': () => ok([FACILITY]),
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/programme/federation/figures'));
    const nav = await screen.findByRole('navigation', { name: 'Programme pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Figures', 'Facilities']);
    expect(
      await screen.findByText(/for Sweden: the facilities that share with their federation/),
    ).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(nav).getByRole('link', { name: 'Facilities' }));
    const link = await screen.findByRole('link', { name: 'Lakeside Golf Club' });
    const row = link.closest('tr')!;
    expect(row.textContent).toContain('5 of 7 complete (86 %)');
    expect(row.textContent).toContain('2025 (complete), 2024');
    expect(row.textContent).toContain('Certified until');
  });

  it("shows a facility's footprint by year, and not-found for one it may not see", async () => {
    signIn(GREEN_HILLS);
    await renderApp(
      '/programme/federation/facilities/7',
      programme(FEDERATION, {
        'GET /api/federation/facilities/7': () =>
          ok({
            facility: FACILITY,
            footprint: [
              {
                year: 2025,
                final: true,
                marketTotal: 180.5,
                locationTotal: 72.1,
                marketPerHole: 10.03,
                locationPerHole: 4.01,
              },
            ],
          }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Lakeside Golf Club', level: 1 })).toBeTruthy();
    expect(screen.getByText('180.5')).toBeTruthy();
    expect(screen.getByText('Final')).toBeTruthy();
    cleanup();

    signIn(GREEN_HILLS);
    await renderApp(
      '/programme/federation/facilities/8',
      programme(FEDERATION, {
        'GET /api/federation/facilities/8': () => fail(404, 'NOT_FOUND', 'Facility not found', 'facilityId'),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Lakeside Golf Club' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
