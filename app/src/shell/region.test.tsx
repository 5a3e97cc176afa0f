import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@oncourse/openapi';
import { ok } from '../test/fake-api';
import { clearCookies, renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';

const COUNTRIES: Schemas['Country'][] = [
  { id: 3, title: 'United Kingdom', code: 'GB' },
  { id: 9, title: 'United States', code: 'US' },
];

const COMMUNICATING = { ...GREEN_HILLS, activities: [...GREEN_HILLS.activities, 'communicate' as const] };

/** The helpdesk of Green Hills in a country, with one notice of 20 November 2026. */
function facilityIn(countryId: number | null) {
  return {
    ...shellHandlers([
      { ...summary(11, 'Green Hills'), activities: COMMUNICATING.activities, country_lookup_id: countryId },
    ]),
    'GET /api/country/countries': () => ok(COUNTRIES),
    'GET /api/app-user/7/notices/languages/en': () =>
      ok([
        {
          id: 1,
          kind: 'improvement',
          title: 'Carbon footprint',
          text: null,
          link: null,
          createdAt: '2026-11-20T10:00:00.000Z',
          read: true,
          maintenance: null,
        },
      ] satisfies Schemas['Notice'][]),
    'GET /api/organisation/11/helpdesk/messages': () => ok([]),
  };
}

async function noticeDate(countryId: number | null): Promise<string> {
  signIn(COMMUNICATING);
  await renderApp('/helpdesk', facilityIn(countryId));
  const panel = await screen.findByRole('region', { name: 'Notices' });
  return (await within(panel).findByRole('listitem')).textContent ?? '';
}

describe("dates in the facility's country's way", { timeout: 20_000 }, () => {
  it('shows an English-speaking US facility November 20, 2026', async () => {
    expect(await noticeDate(9)).toContain('November 20, 2026');
  });

  it('shows a UK facility, and one without a country, 20 November 2026', async () => {
    expect(await noticeDate(3)).toContain('20 November 2026');
    cleanup();
    clearCookies();
    expect(await noticeDate(null)).toContain('20 November 2026');
  });
});
