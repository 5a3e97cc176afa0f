// Ranges on an annual data page (docs/annual-data.md#input-rules): a number beyond its range is refused with its limit before
// anything is sent, a saved value beyond it stays readable and is flagged, and a figure far above
// what golf facilities use per hectare is a hint with that figure, never a refusal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bandHigh, emptyAnswer, PLAUSIBILITY_BANDS, type Answer, type QuestionSet } from '@oncourse/engine';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ok, type RecordedCall } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, signIn } from '../test/session';
import { annualSetHandlers, answerSet } from '../test/reviews-data';

const readSet = (name: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../fixtures/question-sets', `${name}.json`), 'utf8'),
  ) as QuestionSet;
const ANNUAL = readSet('annual-data-facility');
const BASELINE = readSet('baseline');

Element.prototype.scrollIntoView ??= () => undefined;

const metric = (value: Answer['value'], extra: Partial<Answer> = {}): Answer => ({
  ...emptyAnswer(),
  value,
  unitMeasurementType: 'metric',
  savelater: true,
  ...extra,
});

function handlers(saved: Record<string, Answer>, patches: RecordedCall[], year: number) {
  return {
    ...annualSetHandlers(ANNUAL),
    [`GET /api/reviews/answers/question/${ANNUAL.id}/organisation/11`]: () =>
      ok(answerSet(ANNUAL, saved, { id: 77, year, version: 1 })),
    'POST /api/reviews/answers/organisation/11': () =>
      ok([answerSet(BASELINE, { 14000: metric(50) }, { id: 78, version: 1 })]),
    'PATCH /api/reviews/answers/77/organisation/11': (call: RecordedCall) => {
      patches.push(call);
      return ok(answerSet(ANNUAL, saved, { id: 77, year, version: 2 }));
    },
  };
}

// Each test its own year: drafts typed in one stay on this (fake) device and would meet the next.
async function open(path: string, year: number, saved: Record<string, Answer>) {
  signIn(GREEN_HILLS);
  const patches: RecordedCall[] = [];
  await renderApp(path.replace('YEAR', String(year)), handlers(saved, patches, year));
  return patches;
}

const WATER = '/annual-review/annual-data/YEAR/water/150/5501';
const ENERGY = '/annual-review/annual-data/YEAR/energy-and-fuel/151/5502';

describe('numbers beyond their ranges and figures beyond plausibility', { timeout: 30_000 }, () => {
  it('refuses 400 days of irrigation with its limit, sending nothing', async () => {
    const user = userEvent.setup();
    const patches = await open(WATER, 2026, {});
    await screen.findByRole('heading', { name: 'Water', level: 1 });
    await user.type(screen.getByRole('textbox', { name: 'Days with irrigation in the year' }), '400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at most 366')).toBeTruthy();
    expect(patches).toHaveLength(0);
  });

  it('flags water far above the band per irrigated hectare with the figure, and saves it all the same', async () => {
    const user = userEvent.setup();
    // 600,000 m³ over 20 ha is 30,000 m³ per hectare: above 6 acre-feet per acre.
    const saved = {
      15000: metric(null, { rows: [{ id: 'r1', values: { 15001: 55000, 15002: 55006, 15003: 600_000 } }] }),
      15006: metric(20),
    };
    const patches = await open(WATER, 2025, saved);
    const typical = new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(
      bandHigh(PLAUSIBILITY_BANDS.water),
    );
    expect(
      await screen.findByText(
        `Water: 30,000 m³ per ha is far above what golf facilities use (typically up to ${typical} m³ per ha). Please check the figure and its unit.`,
      ),
    ).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Days with irrigation in the year' }), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(patches).toHaveLength(1);
  });

  it('keeps a saved value beyond its range readable and says so on its question', async () => {
    await open(ENERGY, 2024, { 15009: metric(5e9) });
    const hint = await screen.findByText(/^This saved value is outside what can be saved now/);
    expect(hint.textContent).toContain(
      'This saved value is outside what can be saved now (Enter at most 100,000,000 kWh). It is kept until you correct it.',
    );
    expect(
      (screen.getByRole('textbox', { name: /Electricity bought from the grid/ }) as HTMLInputElement).value,
    ).not.toBe('');
  });
});
