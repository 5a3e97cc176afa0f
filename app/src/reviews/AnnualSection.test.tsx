import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { QuestionSet } from '@oncourse/engine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ok, type RecordedCall } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, signIn } from '../test/session';
import { deviceDrafts } from './drafts';
import { annualSetHandlers, answerSet } from '../test/reviews-data';

// The fixtures' question sets, read from disk (app lint keeps browser code to the strings JSON).
const readSet = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../fixtures/question-sets', `${name}.json`), 'utf8'),
  ) as QuestionSet;
const ANNUAL = readSet('annual-data-facility');

// jsdom does not lay out, so it has no scrollIntoView (the page scrolls to the linked field set).
Element.prototype.scrollIntoView ??= () => undefined;

const AREA = 'Area irrigated in the year';
const PREFILLED = {
  complete: false,
  savelater: false,
  value: 12.5,
  unitMeasurementType: 'metric' as const,
  nestedValues: {},
  facilityAddedAnswers: [],
  rows: [],
  notes: [],
};

/** The calls the annual data pages make, with the PATCHes recorded into `patches`. */
function annualHandlers(year: number, patches: RecordedCall[]) {
  return {
    ...annualSetHandlers(ANNUAL),
    [`GET /api/reviews/answers/question/${ANNUAL.id}/organisation/11`]: () =>
      ok(
        answerSet(
          ANNUAL,
          { 15006: PREFILLED },
          { id: 77, year, version: 0, prefilled: true, prefilledQuestionIds: [15006] },
        ),
      ),
    'PATCH /api/reviews/answers/77/organisation/11': (call: RecordedCall) => {
      patches.push(call);
      const { answers } = call.body as { answers: Record<string, Omit<typeof PREFILLED, 'notes'>> };
      // The server answers the whole answers, notes included.
      const saved = Object.fromEntries(
        Object.entries(answers).map(([id, answer]) => [id, { ...answer, notes: [] }]),
      );
      return ok(answerSet(ANNUAL, saved, { id: 77, year, version: 1 }));
    },
  };
}

async function openWater(year = 2026) {
  signIn(GREEN_HILLS);
  const patches: RecordedCall[] = [];
  const app = await renderApp(
    `/annual-review/annual-data/${year}/water/150/5501`,
    annualHandlers(year, patches),
  );
  await screen.findByRole('heading', { name: 'Water', level: 1 });
  return { ...app, patches };
}

describe(
  'an annual data section (docs/annual-data.md#screens, docs/annual-data.md#behaviour)',
  { timeout: 20_000 },
  () => {
    it('says a section the set does not have was not found, inside the one signed-in frame', async () => {
      signIn(GREEN_HILLS);
      await renderApp('/annual-review/annual-data/2026/water/99999/5501', annualHandlers(2026, []));
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
      expect(screen.getAllByRole('main')).toHaveLength(1);
    });

    it("shows last year's values with the red 'previous data' alert until they are saved", async () => {
      const user = userEvent.setup();
      const { patches } = await openWater();
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain("previous year's data");
      expect((screen.getByRole('textbox', { name: AREA }) as HTMLInputElement).value).toBe('12.5');

      await user.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByText(/previous year's data/)).toBeNull());
      expect(patches).toHaveLength(1);
      expect(patches[0]?.body).toMatchObject({ baseVersion: 0, answers: { 15006: { value: 12.5 } } });
      expect(await screen.findByText('All changes saved')).toBeTruthy();
    });

    it('says under each action what it does', async () => {
      await openWater();
      const described = (name: string) =>
        screen.getByRole('button', { name }).getAttribute('aria-describedby') ?? '';
      const help = (name: string) => document.getElementById(described(name))?.textContent;
      expect(help('Save')).toBe(
        'Stays here. Changed answers are saved for later; complete ones stay complete.',
      );
      expect(help('Save and Come Back')).toBe('Saves changed answers for later and takes you back.');
      expect(help('Save as Complete')).toBe('Checks every question and counts the section as complete.');
      expect(screen.getByText('Saves changed answers for later and takes you back.')).toBeTruthy();
    });

    it('opens at the question a link names, its answer focused, not at the top', async () => {
      signIn(GREEN_HILLS);
      await renderApp(
        '/annual-review/annual-data/2026/water/150/5501#question-15007',
        annualHandlers(2026, []),
      );
      const days = await screen.findByRole('textbox', { name: 'Days with irrigation in the year' });
      await waitFor(() => expect(document.activeElement).toBe(days));
    });

    it('says a figure is out of range in the field as soon as the field is left, before any Save', async () => {
      const user = userEvent.setup();
      const { patches } = await openWater();
      const days = screen.getByRole('textbox', { name: 'Days with irrigation in the year' });
      const field = () => days.closest('[data-question-id]') as HTMLElement;
      await user.type(days, '400');
      expect(within(field()).queryByRole('alert')).toBeNull();
      await user.tab();
      expect(within(field()).getByRole('alert').textContent).toBe('Enter at most 366');
      expect(days.getAttribute('aria-invalid')).toBe('true');

      // Twenty digits are a number too: too large, not "Enter a number".
      await user.clear(days);
      await user.type(days, '12345678901234567890');
      await user.tab();
      expect(within(field()).getByRole('alert').textContent).toBe('Enter at most 366');

      // Corrected, the message goes; leaving an empty field says nothing.
      await user.clear(days);
      await user.type(days, '120');
      await user.tab();
      expect(within(field()).queryByRole('alert')).toBeNull();
      await user.clear(days);
      await user.tab();
      expect(within(field()).queryByRole('alert')).toBeNull();
      expect(patches).toHaveLength(0);
    });

    it('asks before leaving with unsaved answers: "Stay and save" saves them and stays, leaving keeps them on this device', async () => {
      const user = userEvent.setup();
      const put = vi.spyOn(deviceDrafts, 'put');
      const discard = vi.spyOn(deviceDrafts, 'discard');
      const { router, patches } = await openWater();
      await user.type(screen.getByRole('textbox', { name: 'Days with irrigation in the year' }), '121');
      expect(await screen.findByText('Answers not yet saved: 1 (kept on this device)')).toBeTruthy();
      const leave = () =>
        user.click(
          within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', {
            name: 'Annual data',
          }),
        );

      // The dialog says what the save bar says: kept on this device, not yet seen by the team.
      await leave();
      let dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
      expect(dialog.textContent).toContain('They stay on this device');
      await user.click(within(dialog).getByRole('button', { name: 'Stay and save' }));
      expect(router.state.location.pathname).toBe('/annual-review/annual-data/2026/water/150/5501');
      expect(
        (screen.getByRole('textbox', { name: 'Days with irrigation in the year' }) as HTMLInputElement).value,
      ).toBe('121');
      // The button does what it says: the answer is sent and the bar no longer counts it unsaved.
      expect(await screen.findByText('All changes saved')).toBeTruthy();
      expect(patches).toHaveLength(1);
      expect(patches[0]?.body).toMatchObject({ answers: { 15007: { value: 121 } } });

      discard.mockClear();
      put.mockClear();

      // Escape only closes the question: nothing is sent.
      await user.clear(screen.getByRole('textbox', { name: 'Days with irrigation in the year' }));
      await user.type(screen.getByRole('textbox', { name: 'Days with irrigation in the year' }), '122');
      await leave();
      await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(patches).toHaveLength(1);
      expect(screen.getByText('Answers not yet saved: 1 (kept on this device)')).toBeTruthy();

      // Leaving keeps the answer: it is written to this device's drafts, never discarded, and the
      // section offers drafts when it opens again (the reviews journey reloads a page and finds one).
      await leave();
      dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
      await user.click(within(dialog).getByRole('button', { name: 'Leave, keep them on this device' }));
      await waitFor(() => expect(router.state.location.pathname).not.toContain('/water/'));
      expect(discard).not.toHaveBeenCalled();
      const written = put.mock.calls.flatMap(([, drafts]) => drafts);
      expect(written.findLast((draft) => draft.questionId === '15007')?.answer.value).toBe(122);
      put.mockRestore();
      discard.mockRestore();
    });
  },
);
