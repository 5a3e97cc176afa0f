import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, type RecordedCall } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';

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

  it('asks once, when a year is started, whether the facility shares its figures, stating the anonymity rules', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    let sharing = { contribute: false, asked: false, canChange: true };
    const { router, calls } = await renderApp('/annual-review/annual-data', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/reviews/progress/organisation/11': () => ok([]),
      'GET /api/reviews/annual-data/organisation/11/years': () => ok([]),
      'GET /api/reviews/annual-data/facilities/year': () => ok([{ key: '2025', value: 2025 }]),
      'POST /api/reviews/annual-data/organisation/11/year': () => ok({ year: 2025 }),
      'GET /api/insights/organisation/11/benchmarks/sharing': () => ok(sharing),
      'PUT /api/insights/organisation/11/benchmarks/sharing': ({ body }: RecordedCall) => {
        sharing = { ...sharing, contribute: (body as { contribute: boolean }).contribute, asked: true };
        return ok(sharing);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a year' });
    await user.click(within(dialog).getByRole('button', { name: /Choose a year/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '2025' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add year' }));

    const question = await screen.findByRole('dialog', { name: 'Share your figures anonymously?' });
    expect(question.textContent).toContain('at least 5 other facilities');
    expect(question.textContent).toContain('rounded to 2 significant digits');
    expect(question.textContent).toContain('rounded down to a multiple of 5');
    // The year opens once the question is answered, not before.
    expect(router.state.location.pathname).toBe('/annual-review/annual-data');
    await user.click(within(question).getByRole('button', { name: 'Share anonymously' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/annual-review/annual-data/2025'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ contribute: true });
  });

  it('does not ask a facility that has answered', async () => {
    const user = userEvent.setup();
    signIn(GREEN_HILLS);
    const { router } = await renderApp('/annual-review/annual-data', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/reviews/progress/organisation/11': () => ok([]),
      'GET /api/reviews/annual-data/organisation/11/years': () => ok([]),
      'GET /api/reviews/annual-data/facilities/year': () => ok([{ key: '2025', value: 2025 }]),
      'POST /api/reviews/annual-data/organisation/11/year': () => ok({ year: 2025 }),
      'GET /api/insights/organisation/11/benchmarks/sharing': () =>
        ok({ contribute: false, asked: true, canChange: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a year' });
    await user.click(within(dialog).getByRole('button', { name: /Choose a year/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '2025' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add year' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/annual-review/annual-data/2025'));
    expect(screen.queryByRole('dialog', { name: 'Share your figures anonymously?' })).toBeNull();
  });
});
