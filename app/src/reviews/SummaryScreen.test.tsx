import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QuestionSet } from '@oncourse/engine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';
import { gridColumns } from './SummaryScreen';
import { answerSet, completeAnswer, fieldSetQuestionIds } from '../test/reviews-data';

// The fixtures' question sets, read from disk (app lint keeps browser code to the strings JSON).
const readSet = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../fixtures/question-sets', `${name}.json`), 'utf8'),
  ) as QuestionSet;
const NATURE = readSet('nature');
const RESOURCES = readSet('resources');

// Species and connectivity (5003) is answered completely; Surveys and records (5000) only in part.
const natureAnswers = Object.fromEntries([
  ...fieldSetQuestionIds(NATURE, 5003).map((id) => [String(id), completeAnswer()] as const),
  [String(fieldSetQuestionIds(NATURE, 5000)[0]), completeAnswer()] as const,
]);

async function openSummary(path: string) {
  signIn(GREEN_HILLS);
  const links = [NATURE, RESOURCES].map(({ id, slug, title }) => ({
    id,
    slug,
    title,
    progress: 0,
    sections: [],
  }));
  return renderApp(path, {
    ...shellHandlers([summary(11, 'Green Hills')]),
    'GET /api/reviews/links/organisation/11': () => ok({ bestPractices: links, annualData: null }),
    'GET /api/reviews/questions/best-practice/1/organisation/11/languages/en': () => ok(NATURE),
    'GET /api/reviews/questions/best-practice/2/organisation/11/languages/en': () => ok(RESOURCES),
    'POST /api/reviews/answers/organisation/11': () => ok([answerSet(NATURE, natureAnswers)]),
  });
}

function tile(panel: HTMLElement, name: string): HTMLElement {
  const link = within(panel)
    .getAllByRole('link')
    .find((candidate) => candidate.textContent?.startsWith(name));
  if (!link) throw new Error(`no tile ${name}`);
  return link;
}

describe('best-practice summary (docs/reviews.md#screens)', { timeout: 20_000 }, () => {
  it('opens the tab the URL hash names, and a tab choice goes into the hash', async () => {
    const user = userEvent.setup();
    const { router } = await openSummary('/review/best-practice/summary#resources');
    const tab = await screen.findByRole('tab', { name: 'Resources' });
    expect(tab.getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Nature' }));
    await waitFor(() => expect(router.state.location.hash).toBe('nature'));
    expect(screen.getByRole('tab', { name: 'Nature' }).getAttribute('aria-selected')).toBe('true');
  });

  it('ticks a tile when every question in it is complete, and only then', async () => {
    await openSummary('/review/best-practice/summary#nature');
    const panel = await screen.findByRole('tabpanel');
    expect(
      within(tile(panel, 'Species and connectivity')).getByRole('img', { name: 'Every question complete' }),
    ).toBeTruthy();
    expect(within(tile(panel, 'Surveys and records')).queryByRole('img')).toBeNull();
    expect(tile(panel, 'Surveys and records').getAttribute('href')).toBe(
      '/review/best-practice/nature/habitat-biodiversity/100#fieldset-5000',
    );
  });

  it('shows answers saved for later beside the percentage, which counts completed answers only', async () => {
    const later = { ...completeAnswer(), complete: false, savelater: true };
    const laterIds = fieldSetQuestionIds(NATURE, 5000).slice(1, 3);
    const { router } = await openSummary('/review/best-practice/summary#nature');
    await screen.findByRole('tabpanel');
    natureAnswers[String(laterIds[0])] = later;
    natureAnswers[String(laterIds[1])] = later;
    await router.navigate({
      to: '/review/$reviewType/summary',
      params: { reviewType: 'best-practice' },
      hash: 'nature',
      state: { savedSection: { title: 'Habitat and biodiversity', mode: 'later', later: 2 } },
    });
    await router.invalidate();
    expect(
      await screen.findByText(
        '“Habitat and biodiversity” is saved for later (answers saved for later: 2). The percentage counts completed answers only.',
      ),
    ).toBeTruthy();
    expect(
      screen
        .getAllByRole('progressbar')
        .some((bar) => bar.getAttribute('aria-label')?.includes('Saved for later: 2')),
    ).toBe(true);
    for (const id of laterIds) delete natureAnswers[String(id)];
  });

  it('lays 4 sections out 4 to a row and any other number 3 to a row', async () => {
    expect([gridColumns(4), gridColumns(3), gridColumns(5), gridColumns(2)]).toEqual([4, 3, 3, 3]);
    await openSummary('/review/best-practice/summary#nature');
    const panel = await screen.findByRole('tabpanel');
    expect(panel.querySelector('[data-columns]')?.getAttribute('data-columns')).toBe('3');
  });
});
