// The line under each question and the answer set's timeline (docs/reviews.md#answer-history).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Answer, QuestionSet } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fail, ok, type RecordedCall } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, signIn } from '../test/session';
import { annualSetHandlers, answerSet } from '../test/reviews-data';

const ANNUAL = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../../fixtures/question-sets', 'annual-data-facility.json'),
    'utf8',
  ),
) as QuestionSet;

Element.prototype.scrollIntoView ??= () => undefined;

const AREA = 15006; // Area irrigated in the year
const DAYS = 15007; // Days with irrigation in the year
const METERED = 15005; // Are these volumes metered rather than estimated? (left empty)

const content = (value: number | null): Omit<Answer, 'notes'> => ({
  complete: false,
  savelater: true,
  value,
  unitMeasurementType: 'metric',
  nestedValues: {},
  facilityAddedAnswers: [],
  rows: [],
});

const change = (
  id: number,
  questionId: number,
  changedBy: Schemas['AnswerChange']['changedBy'],
  before: number | null | undefined,
  after: number | null,
): Schemas['AnswerChange'] => ({
  id,
  questionId,
  version: id,
  changedAt: '2026-03-03T10:15:00Z',
  changedBy,
  client: 'oncourse-web',
  before: before === undefined ? null : content(before),
  after: content(after),
});

const SAM = { id: 31, firstName: 'Sam', lastName: 'Lee' };
const LATEST = [
  change(2, AREA, SAM, 12000, 12500),
  change(1, DAYS, null, undefined, 90),
  // Saved for later with nothing in it: no one "entered" anything there.
  change(3, METERED, SAM, undefined, null),
];

async function openWater(history: () => Response = () => ok(LATEST.slice(0, 2))) {
  signIn(GREEN_HILLS);
  const handlers = {
    ...annualSetHandlers(ANNUAL),
    [`GET /api/reviews/answers/question/${ANNUAL.id}/organisation/11`]: () =>
      ok(
        answerSet(
          ANNUAL,
          { [AREA]: { ...content(12500), notes: [] }, [DAYS]: { ...content(90), notes: [] } },
          { id: 77, year: 2026, version: 2 },
        ),
      ),
    'GET /api/reviews/answers/77/organisation/11/history/latest': () => ok(LATEST),
    'GET /api/reviews/answers/77/organisation/11/history': history,
    'PATCH /api/reviews/answers/77/organisation/11': (call: RecordedCall) => {
      const { answers } = call.body as { answers: Record<string, Omit<Answer, 'notes'>> };
      const saved = Object.fromEntries(
        Object.entries(answers).map(([id, answer]) => [id, { ...answer, notes: [] }]),
      );
      return ok(answerSet(ANNUAL, saved, { id: 77, year: 2026, version: 3 }));
    },
  };
  const app = await renderApp('/annual-review/annual-data/2026/water/150/5501', handlers);
  await screen.findByRole('heading', { name: 'Water', level: 1 });
  return app;
}

const questionBox = (id: number) => document.querySelector<HTMLElement>(`[data-question-id="${id}"]`)!;

describe('who changed an answer, under its question and in the timeline', { timeout: 20_000 }, () => {
  it('says under each question who changed it, when and what it was, from one request for the section', async () => {
    const { calls } = await openWater();
    await waitFor(() =>
      expect(questionBox(AREA).textContent).toContain('Changed by Sam Lee on 3 March 2026, was 12,000'),
    );
    // A deleted account's first answer: no name, and no "was".
    expect(questionBox(DAYS).textContent).toContain('Entered by a former member on 3 March 2026');
    // A question left empty has no line.
    expect(questionBox(METERED).textContent).not.toContain('Sam Lee');
    const historyCalls = calls.filter((call) => call.path.includes('/history'));
    expect(historyCalls).toHaveLength(1);
    expect(historyCalls[0]!.search).toBe('?sectionId=150');
  });

  it('follows a save with the saver’s name and the value before it, without asking the server again', async () => {
    const user = userEvent.setup();
    const { calls } = await openWater();
    await waitFor(() => expect(questionBox(DAYS).textContent).toContain('Entered by a former member'));
    const days = screen.getByRole('textbox', { name: 'Days with irrigation in the year' });
    await user.clear(days);
    await user.type(days, '121');
    // Typing alone changes nothing: the line speaks of saved answers.
    expect(questionBox(DAYS).textContent).toContain('Entered by a former member');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    const today = new Date();
    await waitFor(() =>
      expect(questionBox(DAYS).textContent).toMatch(/Changed by Alex Morgan on \d{1,2} \w+ \d{4}, was 90/),
    );
    expect(questionBox(DAYS).textContent).toContain(String(today.getFullYear()));
    // The other question's line stays the server's.
    expect(questionBox(AREA).textContent).toContain('Changed by Sam Lee');
    expect(calls.filter((call) => call.path.includes('/history'))).toHaveLength(1);
  });

  it('lists the set’s changes, who made them and from what to what, in the History dialog', async () => {
    const user = userEvent.setup();
    await openWater();
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of changes' });
    await waitFor(() =>
      expect(dialog.textContent).toContain('Area irrigated in the year: was 12,000, now 12,500'),
    );
    const entries = within(dialog).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toContain('Sam Lee');
    expect(entries[1]!.textContent).toContain('a former member');
    expect(entries[1]!.textContent).toContain('Days with irrigation in the year: entered 90');
  });

  it('says when the timeline cannot be read, and reads it afresh when opened again', async () => {
    const user = userEvent.setup();
    let history = () => fail(500, 'INTERNAL', 'Something broke');
    const { calls } = await openWater(() => history());
    await user.click(screen.getByRole('button', { name: 'History' }));
    let dialog = await screen.findByRole('dialog', { name: 'History of changes' });
    expect(
      await within(dialog).findByText('The history could not be loaded. Please try again.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();

    history = () => ok(LATEST.slice(0, 2));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'History' }));
    dialog = await screen.findByRole('dialog', { name: 'History of changes' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    expect(within(dialog).queryByText('The history could not be loaded. Please try again.')).toBeNull();
    // Each opening asks once; the page asked for the lines under the questions once.
    expect(calls.filter((call) => call.path.endsWith('/history'))).toHaveLength(2);
  });
});
