import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';
import type { CertificationReadiness } from './load-insights';

const question = (questionId: number, title: string, place: object) => ({
  questionId,
  title,
  questionSetId: 1,
  sectionId: 101,
  sectionSlug: 'turfgrass',
  subsectionId: 1001,
  fieldSetId: 5005,
  ...place,
});

const readiness: CertificationReadiness = {
  percent: 40,
  required: 5,
  ready: 2,
  annualDataYear: 2025,
  sections: [
    {
      questionSetId: 1,
      questionSetSlug: 'nature',
      questionSetTitle: 'Nature',
      kind: 'BEST_PRACTICE',
      sectionId: 101,
      slug: 'turfgrass',
      title: 'Turfgrass',
      required: 2,
      ready: 1,
      missing: [question(10, 'Dominant grass species on the greens', {})],
      savedForLater: [],
    },
    {
      questionSetId: 6,
      questionSetSlug: 'annual-data-facility',
      questionSetTitle: 'Annual data',
      kind: 'ANNUAL_DATA',
      sectionId: 151,
      slug: 'energy-and-fuel',
      title: 'Energy and fuel',
      required: 3,
      ready: 1,
      missing: [],
      savedForLater: [
        question(15009, 'Electricity bought from the grid', {
          questionSetId: 6,
          sectionId: 151,
          sectionSlug: 'energy-and-fuel',
          fieldSetId: 5502,
        }),
      ],
    },
  ],
};

describe('certification readiness page (docs/insights.md#behaviour)', { timeout: 20_000 }, () => {
  it('shows the percentage ready and links each open question to where it is answered', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/insights/readiness', {
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/insights/organisation/11/readiness': () => ok(readiness),
    });
    expect((await screen.findByTestId('readiness-percent')).textContent).toBe('40% ready for certification');
    expect(screen.getByText('2 of 5 questions required for certification are complete.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Dominant grass species on the greens' }).getAttribute('href'),
    ).toBe('/review/best-practice/nature/turfgrass/101#question-10');
    expect(screen.getByRole('heading', { name: 'Annual data: Energy and fuel (2025)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Electricity bought from the grid' }).getAttribute('href')).toBe(
      '/annual-review/annual-data/2025/energy-and-fuel/151/5502#question-15009',
    );
  });
});
