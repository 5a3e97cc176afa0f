import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, SERVER_USER, shellHandlers, signIn, summary, USER } from '../test/session';
import { userAtom } from '../session/atoms';
import { footprintTotals as totals } from '../test/footprint-data';

const TILES = [
  {
    id: 1,
    name: 'best-practices',
    title: 'Best practices',
    description: 'Record what your facility does.',
    link: '/review/best-practice',
    imageRecord: { id: 40 },
  },
  {
    id: 2,
    name: 'shop',
    title: 'Foundation shop',
    description: 'Signs and badges.',
    link: 'https://shop.example.org',
    imageRecord: null,
  },
];

const dashboardHandlers = {
  ...shellHandlers([summary(11, 'Green Hills'), summary(12, 'Lakeside')]),
  'GET /api/tiles/languages/en': () => ok(TILES),
  'GET /api/documents/content/dashboard/position/highlights/languages/en': () =>
    ok({
      page: 'dashboard',
      position: 'highlights',
      language: 'en',
      title: 'Highlights',
      html: '<p>3,000 facilities.</p>',
    }),
  'PATCH /api/app-user/7': ({ body }: { body: unknown }) => ok({ ...SERVER_USER, ...(body as object) }),
};

type Totals = ReturnType<typeof totals>;

/** The dashboard's calls for a facility whose newest year is 2025 with these footprints. */
const insightsHandlers = (
  newest: { market: Totals; location: Totals; missing?: object[] },
  years: { year: number; market: Totals; location: Totals; final: boolean }[],
) => ({
  'GET /api/insights/organisation/11/readiness': () =>
    ok({ percent: 40, required: 5, ready: 2, annualDataYear: 2025, sections: [] }),
  'GET /api/insights/organisation/11/footprint': () =>
    ok({
      year: 2025,
      editionId: 'desnz-2025',
      factorVersion: '1',
      unitSystem: 'metric',
      headline: 'market',
      location: newest.location,
      market: newest.market,
      wellToTankIncluded: false,
      lines: [],
      travel: null,
      notes: [],
      missing: newest.missing ?? [],
      flagged: [],
      dataQuality: { measured: 0, estimated: 0, spend: 0, notStated: 0, measuredShare: null },
    }),
  'GET /api/insights/organisation/11/footprints': () =>
    ok(years.map((entry) => ({ headline: 'market', ...entry }))),
});

describe('main dashboard (docs/shell.md#screens)', { timeout: 20_000 }, () => {
  it('shows a new facility what to do first instead of a footprint it does not have yet', async () => {
    signIn(GREEN_HILLS);
    const { calls } = await renderApp('/', {
      ...dashboardHandlers,
      'GET /api/insights/organisation/11/readiness': () =>
        ok({ percent: 0, required: 5, ready: 0, annualDataYear: null, sections: [] }),
      'GET /api/insights/organisation/11/footprint': () => ok(null),
      'GET /api/insights/organisation/11/footprints': () => ok([]),
    });
    const first = await screen.findByRole('link', {
      name: 'Add your first year of annual data to see your carbon footprint',
    });
    expect(first.getAttribute('href')).toBe('/annual-review/annual-data');
    // Readiness leads on to where the club applies.
    expect(screen.getByRole('link', { name: 'Certification' }).getAttribute('href')).toBe('/certification');
    expect(calls.filter((call) => call.path.endsWith('/footprint'))).toHaveLength(1);
  });

  it("holds the insights card's place with its title while its figures are on their way", async () => {
    signIn(GREEN_HILLS);
    let answerReadiness: (response: Response) => void = () => undefined;
    await renderApp('/', {
      ...dashboardHandlers,
      'GET /api/insights/organisation/11/readiness': () =>
        new Promise<Response>((resolve) => {
          answerReadiness = resolve;
        }),
      'GET /api/insights/organisation/11/footprint': () => ok(null),
      'GET /api/insights/organisation/11/footprints': () => ok([]),
    });
    await screen.findByRole('region', { name: 'Where to start' });
    expect(screen.getByRole('heading', { name: 'Your insights' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('region', { name: 'Your insights' })).toBeNull();
    answerReadiness(ok({ percent: 0, required: 5, ready: 0, annualDataYear: null, sections: [] }));
    const card = await screen.findByRole('region', { name: 'Your insights' });
    expect(within(card).queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('heading', { name: 'Your insights' })).toHaveLength(1);
  });

  it("shows the footprint of every year on the insights card: a bar per year with that year's total", async () => {
    signIn(GREEN_HILLS);
    const years = [
      { year: 2024, market: totals(41.2, 30.15, 2.4), location: totals(41.2, 35, 2.4), final: true },
      { year: 2025, market: totals(38.9, 22.6, 2.1), location: totals(38.9, 33.3, 2.1), final: true },
    ];
    await renderApp('/', { ...dashboardHandlers, ...insightsHandlers(years[1]!, years) });
    const card = await screen.findByRole('region', { name: 'Your insights' });
    // The chart is its own chunk, loaded after the card (slow to transform on a busy machine).
    const chart = await within(card).findByTestId('chart-footprint-years', {}, { timeout: 10_000 });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    const figure = chart.closest('figure')!;
    expect(within(figure).getByText('Carbon footprint by year (t CO2e)')).toBeTruthy();
    expect(within(figure).getAllByText('Scope 2 market-based').length).toBeGreaterThan(0);
    const tonnes = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
    const texts = [...chart.querySelectorAll('svg text')].map((text) => text.textContent);
    for (const { market } of years) expect(texts).toContain(tonnes.format(market.total));
    // Every question that changes the total is answered: a final figure, said as nothing more.
    expect(within(card).queryByText(/Not final yet/)).toBeNull();
  });

  it('says a year still being filled in is not final, with a link to answer the rest', async () => {
    signIn(GREEN_HILLS);
    const begun = { year: 2025, market: totals(0, 22.6, 0), location: totals(0, 22.6, 0), final: false };
    const missing = [
      {
        questionId: 15013,
        title: 'Natural gas used (kWh)',
        questionSetId: 6,
        sectionId: 151,
        sectionSlug: 'energy-and-fuel',
        subsectionId: 1,
        fieldSetId: 5502,
      },
    ];
    await renderApp('/', { ...dashboardHandlers, ...insightsHandlers({ ...begun, missing }, [begun]) });
    const card = await screen.findByRole('region', { name: 'Your insights' });
    const notice = await within(card).findByText(/^Not final yet/);
    const answer = within(notice).getByRole('link', { name: 'Answer them' });
    expect(answer.getAttribute('href')).toBe('/annual-review/annual-data/2025');
    // The chart marks the year's total and says why under it.
    const chart = await within(card).findByTestId('chart-footprint-years', {}, { timeout: 10_000 });
    const figure = chart.closest('figure')!;
    expect(
      within(figure).getByText(
        '* Not final yet: some questions that would change this total are unanswered.',
      ),
    ).toBeTruthy();
  });

  it("shows a tournament the highlights written for tournaments, not the facilities'", async () => {
    signIn({ id: 3, name: 'Open 2027', type: 'TOURNAMENT', activities: ['main-dashboard'], logoId: null });
    await renderApp('/', {
      ...dashboardHandlers,
      ...shellHandlers([summary(3, 'Open 2027', 'TOURNAMENT')]),
      'GET /api/documents/content/tournament-dashboard/position/highlights/languages/en': () =>
        ok({
          page: 'tournament-dashboard',
          position: 'highlights',
          language: 'en',
          title: 'Highlights',
          html: '<p>Tournaments do better at each edition.</p>',
        }),
    });
    expect(await screen.findByText('Tournaments do better at each edition.')).toBeTruthy();
    expect(screen.queryByText('3,000 facilities.')).toBeNull();
  });

  it('shows the organisation card, the tiles as links, highlights and the five social networks', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/', dashboardHandlers);
    const tiles = await screen.findByRole('region', { name: 'Where to start' });
    const internal = within(tiles).getByRole('link', { name: /Best practices/ });
    expect(internal.getAttribute('href')).toBe('/review/best-practice');
    expect(internal.getAttribute('target')).toBeNull();
    expect(internal.querySelector('img')?.getAttribute('src')).toBe('/api/content/image/40');
    const external = within(tiles).getByRole('link', { name: /Foundation shop/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');

    expect(screen.getByRole('heading', { name: 'Green Hills' })).toBeTruthy();
    expect(screen.getByText('3,000 facilities.')).toBeTruthy();
    const social = screen.getByRole('region', { name: 'Follow us' });
    const names = within(social)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(' (opens in a new tab)', ''));
    expect(names).toEqual(['Facebook', 'Instagram', 'X', 'LinkedIn', 'YouTube', '#OnCourseGolf']);
    expect(screen.getByRole('link', { name: /See the programme's highlights/ })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Facility profile' }).getAttribute('href')).toBe(
      '/profile/facility',
    );
    expect(main.getByRole('link', { name: 'Switch account' })).toBeTruthy();
  });

  it('offers the facility-profile button only with the facility-profile activity', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/', {
      ...dashboardHandlers,
      ...shellHandlers([{ ...summary(11, 'Green Hills'), activities: ['main-dashboard', 'reviews'] }]),
    });
    await screen.findByRole('heading', { name: 'Green Hills' });
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Facility profile' })).toBeNull();
  });

  it('says on the card until when a certified organisation is certified, linking to its certificate', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/', {
      ...dashboardHandlers,
      ...shellHandlers([
        { ...summary(11, 'Green Hills'), certified: true, certified_until: '2029-12-01' },
        { ...summary(12, 'Lakeside'), certified: false, certified_until: '2024-03-01' },
      ]),
    });
    await screen.findByRole('heading', { name: 'Green Hills' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Certified until 1 December 2029' }).getAttribute('href')).toBe(
      '/certification',
    );
  });

  it('says nothing of a certificate the organisation does not hold (none, or run out)', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/', {
      ...dashboardHandlers,
      ...shellHandlers([{ ...summary(11, 'Green Hills'), certified: false, certified_until: '2024-03-01' }]),
    });
    await screen.findByRole('heading', { name: 'Green Hills' });
    expect(within(screen.getByRole('main')).queryByText(/Certified until/)).toBeNull();
  });

  it('offers getting started instead of a card to a user without an organisation, and no tour', async () => {
    signIn(null, { ...USER, introductoryTour: false });
    await renderApp('/', { ...dashboardHandlers, ...shellHandlers([]) });
    expect(await screen.findByText('You are not part of a facility yet')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take the tour' })).toBeNull();
  });
});

describe('guided tour', { timeout: 20_000 }, () => {
  it('starts by itself for a new user, steps through the main screens, and is remembered when finished', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS, { ...USER, introductoryTour: false });
    const { calls, services } = await renderApp('/', dashboardHandlers);
    const tour = await screen.findByRole('dialog', { name: 'Your menu' });
    expect(within(tour).getByText('Step 1 of 5')).toBeTruthy();
    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Reviews' })).toBeTruthy();
    // The arrow keys step back and forth.
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Your menu' })).toBeTruthy();
    for (const title of ['Reviews', 'Where to start', 'Helpdesk', 'Your profile']) {
      await user.keyboard('{ArrowRight}');
      expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
    }
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ introductory_tour: true }),
    );
    expect(services.store.get(userAtom)?.introductoryTour).toBe(true);
  });

  it('is remembered when skipped with Escape, and can be replayed without saving again', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS, { ...USER, introductoryTour: false });
    const { calls } = await renderApp('/', dashboardHandlers);
    await screen.findByRole('dialog', { name: 'Your menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Take the tour' }));
    const tour = await screen.findByRole('dialog', { name: 'Your menu' });
    await user.click(within(tour).getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  it('does not start by itself for a user who has taken it', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/', dashboardHandlers);
    await screen.findByRole('heading', { name: 'Green Hills' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
