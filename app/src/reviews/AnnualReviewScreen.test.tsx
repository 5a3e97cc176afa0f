import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../test/fake-api';
import { clearCookies, renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';

afterEach(() => {
  cleanup();
  clearCookies();
});

const practice = (questionSetId: number, title: string, progress: number) => ({
  questionSetId,
  slug: title.toLowerCase(),
  title,
  reviewType: null,
  iconId: null,
  answerSetId: null,
  progress,
  sections: [],
});

describe('/annual-review/annual-data, "Annual data" in the menu', { timeout: 20_000 }, () => {
  it('is titled as the menu names it, shows the years first, says Start on an untouched best practice, and opens a year it adds', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    const years: { year: number }[] = [];
    const { router, calls } = await renderApp('/annual-review/annual-data', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/reviews/progress/organisation/11': () =>
        ok([practice(1, 'Nature', 0), practice(2, 'Resources', 40)]),
      'GET /api/reviews/annual-data/organisation/11/years': () => ok(years),
      'GET /api/reviews/annual-data/facilities/year': () => ok([{ key: '2025', value: 2025 }]),
      'POST /api/reviews/annual-data/organisation/11/year': () => ok({ year: 2025 }),
    });

    const title = await screen.findByRole('heading', { name: 'Annual data', level: 1 });
    const yearsPanel = screen.getByRole('region', { name: 'Annual data' });
    const practices = screen.getByRole('region', { name: 'Best practices' });
    expect(title.compareDocumentPosition(yearsPanel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(yearsPanel.compareDocumentPosition(practices) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(practices).getByRole('link', { name: 'Start: Nature' })).toBeTruthy();
    expect(within(practices).getByRole('link', { name: 'Continue: Resources' })).toBeTruthy();

    await user.click(within(yearsPanel).getByRole('button', { name: 'Add a year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a year' });
    await user.click(within(dialog).getByRole('button', { name: /Choose a year/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '2025' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add year' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/annual-review/annual-data/2025'));
    expect(calls.some((call) => call.path === '/api/reviews/annual-data/organisation/11/year')).toBe(true);
  });
});
