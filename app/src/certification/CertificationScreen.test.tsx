import type { Schemas } from '@oncourse/openapi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Handler } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary } from '../test/session';
import type { CertificationReadiness } from '../insights';
import type { CertificationCase } from './load-certification';

afterEach(() => {
  vi.restoreAllMocks();
});

const ADMIN_ACTIVITIES: Schemas['Activity'][] = [
  'main-dashboard',
  'facility-profile',
  'reviews',
  'improve',
  'change-organisation-details',
];

const readiness: CertificationReadiness = {
  percent: 80,
  required: 5,
  ready: 4,
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
      missing: [
        {
          questionId: 10,
          title: 'Dominant grass species on the greens',
          questionSetId: 1,
          sectionId: 101,
          sectionSlug: 'turfgrass',
          subsectionId: 1001,
          fieldSetId: 5005,
        },
      ],
      savedForLater: [],
    },
  ],
};

const years = [
  { year: 2025, answerSetId: 52, questionSetId: 6, progress: 60, complete: false, sections: [] },
  { year: 2024, answerSetId: 51, questionSetId: 6, progress: 100, complete: true, sections: [] },
];

const event = (
  id: number,
  action: string,
  toState: CertificationCase['state'],
  actorName: string,
  at: string,
  comment: string | null = null,
) => ({
  id,
  action,
  fromState: null,
  toState,
  actorName,
  comment,
  internal: false,
  at,
});

function aCase(overrides: Partial<CertificationCase> = {}): CertificationCase {
  return {
    id: 7,
    organisationId: 11,
    organisationTitle: 'Green Hills',
    organisationType: 'FACILITY',
    state: 'desk-review',
    version: 1,
    reviewYear: 2024,
    renewsCaseId: null,
    submitted: [
      { answerSetId: 12, questionSetId: 1, year: null, version: 40 },
      { answerSetId: 51, questionSetId: 6, year: 2024, version: 18 },
    ],
    verifier: null,
    visit: null,
    recommendation: null,
    decision: null,
    events: [event(1, 'apply', 'desk-review', 'Alex Morgan', '2026-04-01T09:00:00.000Z')],
    requests: [],
    findings: [],
    createdAt: '2026-04-01T09:00:00.000Z',
    updatedAt: '2026-04-01T09:00:00.000Z',
    publicProfile: null,
    actions: ['withdraw'],
    ...overrides,
  };
}

const summaryOf = (current: CertificationCase) => ({
  id: current.id,
  organisationId: 11,
  organisationTitle: 'Green Hills',
  organisationType: 'FACILITY' as const,
  countryCode: 'SE',
  state: current.state,
  version: current.version,
  reviewYear: current.reviewYear,
  verifierName: current.verifier?.name ?? null,
  validUntil: current.decision?.validUntil ?? null,
  createdAt: current.createdAt,
  updatedAt: current.updatedAt,
});

/** The page's calls, with the organisation's cases as they stand (a step changes them). */
function pageHandlers(cases: { current: CertificationCase | null }, extra: Record<string, Handler> = {}) {
  return {
    ...shellHandlers([{ ...summary(11, 'Green Hills'), activities: ADMIN_ACTIVITIES }]),
    'GET /api/insights/organisation/11/readiness': () => ok(readiness),
    'GET /api/reviews/annual-data/organisation/11/years': () => ok(years),
    'GET /api/organisation/11/certification/cases': () => ok(cases.current ? [summaryOf(cases.current)] : []),
    'GET /api/organisation/11/certification/cases/7': () => ok(cases.current),
    'GET /api/organisation/11/documents': () =>
      ok([
        {
          id: 31,
          title: 'Irrigation plan.pdf',
          blob_filename: 'a.pdf',
          description: null,
          location: 'WATER',
          created_at: '2026-03-01T09:00:00.000Z',
          oncourse_document: false,
          content_type: 'application/pdf',
          size: 1000,
        },
      ]),
    ...extra,
  };
}

const chosenYear = () =>
  screen.getByRole<HTMLSelectElement>('combobox', { name: /Annual data year/ }).selectedOptions[0]
    ?.textContent;

const asAdmin = () => signIn({ ...GREEN_HILLS, activities: ADMIN_ACTIVITIES });

describe('the club’s certification page (docs/certification.md#screens)', { timeout: 30_000 }, () => {
  it('lists what is missing when the application is refused, with links, and keeps the year chosen', async () => {
    const user = userEvent.setup();
    asAdmin();
    const gaps = {
      gaps: [
        {
          kind: 'question',
          questionSetId: 1,
          sectionSlug: 'turfgrass',
          questionId: 10,
          title: 'Dominant grass species on the greens',
        },
        { kind: 'footprint-not-final', year: 2024 },
      ],
    };
    const { calls } = await renderApp(
      '/certification',
      pageHandlers(
        { current: null },
        {
          'POST /api/organisation/11/certification/cases': () =>
            new Response(
              JSON.stringify({
                ok: false,
                status: 422,
                data: {
                  field: 'year',
                  code: 'UNPROCESSABLE_ENTITY',
                  number: 422,
                  message: 'missing',
                  details: gaps,
                },
              }),
              { status: 422, headers: { 'Content-Type': 'application/json' } },
            ),
        },
      ),
    );
    expect((await screen.findByTestId('readiness-percent')).textContent).toBe('80% ready for certification');
    // The newest complete year is offered first, not the newest.
    expect(chosenYear()).toBe('2024');

    await user.click(screen.getByRole('button', { name: 'Apply for certification' }));
    const refusal = await screen.findByText('The application is not complete yet. Still missing:');
    const list = within(refusal.closest('[role="alert"]') as HTMLElement);
    expect(
      list.getByRole('link', { name: 'Dominant grass species on the greens' }).getAttribute('href'),
    ).toBe('/review/best-practice/nature/turfgrass/101#question-10');
    expect(
      list.getByRole('link', { name: /The carbon footprint of 2024 is not final/ }).getAttribute('href'),
    ).toBe('/annual-review/annual-data/2024');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ year: 2024 });
    expect(chosenYear()).toBe('2024');
  });

  it('shows the timeline once the application goes through', async () => {
    const user = userEvent.setup();
    asAdmin();
    const cases: { current: CertificationCase | null } = { current: null };
    await renderApp(
      '/certification',
      pageHandlers(cases, {
        'POST /api/organisation/11/certification/cases': () => {
          cases.current = aCase();
          return ok(cases.current);
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Apply for certification' }));
    expect((await screen.findByTestId('case-state')).textContent).toBe('Desk review');
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    expect(timeline.getByText('Applied')).toBeTruthy();
    expect(timeline.getByText(/Alex Morgan, 1 April 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply for certification' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw the application' })).toBeTruthy();
  });

  it('gives a member who may only read the case and no buttons', async () => {
    signIn(GREEN_HILLS);
    const current = aCase({
      state: 'verification',
      requests: [
        {
          id: 4,
          questionId: 10,
          kind: 'evidence',
          text: 'Please add the irrigation plan.',
          openedAt: '2026-04-05T08:00:00.000Z',
          closedAt: null,
          replies: [],
        },
      ],
    });
    await renderApp('/certification', {
      ...pageHandlers({ current }),
      ...shellHandlers([summary(11, 'Green Hills')]),
      'GET /api/reviews/questions/1/organisation/11': () => ok(questionSet),
      'GET /api/reviews/questions/6/organisation/11': () => ok({ ...questionSet, id: 6, sections: [] }),
    });
    expect((await screen.findByTestId('case-state')).textContent).toBe('Verification');
    expect(screen.getByText('Please add the irrigation plan.')).toBeTruthy();
    expect(within(screen.getByRole('main')).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('replies to a request on a question, named by its text, with a document of the library', async () => {
    const user = userEvent.setup();
    asAdmin();
    const request = {
      id: 4,
      questionId: 10,
      kind: 'evidence' as const,
      text: 'Please add the irrigation plan.',
      openedAt: '2026-04-05T08:00:00.000Z',
      closedAt: null,
      replies: [] as CertificationCase['requests'][number]['replies'],
    };
    const cases = { current: aCase({ state: 'verification', version: 3, requests: [request] }) };
    const { calls } = await renderApp(
      '/certification',
      pageHandlers(cases, {
        'GET /api/reviews/questions/1/organisation/11': () => ok(questionSet),
        'GET /api/reviews/questions/6/organisation/11': () => ok({ ...questionSet, id: 6, sections: [] }),
        'POST /api/organisation/11/certification/cases/7/requests/4/replies': () => {
          request.replies = [
            {
              id: 9,
              authorName: 'Alex Morgan',
              byVerifier: false,
              text: 'Attached.',
              documentId: 31,
              at: '2026-04-06T08:00:00.000Z',
            },
          ];
          return ok(cases.current);
        },
      }),
    );
    const threads = within(await screen.findByRole('region', { name: 'Requests from the verifier' }));
    expect(threads.getByRole('link', { name: 'Dominant grass species on the greens' })).toBeTruthy();
    await user.type(threads.getByRole('textbox', { name: /Your reply/ }), 'Attached.');
    await user.selectOptions(
      threads.getByRole('combobox', { name: /Document from your library/ }),
      'Irrigation plan.pdf',
    );
    await user.click(threads.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/replies'))?.body).toEqual({
        text: 'Attached.',
        documentId: 31,
      }),
    );
    expect(await threads.findByText('Document: Irrigation plan.pdf')).toBeTruthy();
  });

  it('closes an immediate point with a comment and evidence; continual points show their due date', async () => {
    const user = userEvent.setup();
    asAdmin();
    const finding = (id: number, kind: 'immediate' | 'continual', text: string, dueDate: string | null) => ({
      id,
      questionSetId: 1,
      kind,
      text,
      dueDate,
      carriesFindingId: null,
      closedAt: null as string | null,
      closingComment: null as string | null,
      evidenceDocumentId: null as number | null,
    });
    const continual = finding(21, 'continual', 'Plan a wildflower margin.', '2027-06-30');
    const immediate = finding(22, 'immediate', 'Bund the fuel store.', null);
    const cases = { current: aCase({ state: 'decision', version: 5, findings: [continual, immediate] }) };
    const { calls } = await renderApp(
      '/certification',
      pageHandlers(cases, {
        'POST /api/organisation/11/certification/cases/7/findings/22/close': () => {
          Object.assign(immediate, {
            closedAt: '2026-05-02T08:00:00.000Z',
            closingComment: 'Bunded in May.',
            evidenceDocumentId: 31,
          });
          return ok(cases.current);
        },
      }),
    );
    const panel = within(await screen.findByRole('region', { name: 'Improvement points' }));
    const points = panel.getAllByRole('listitem');
    expect(points[0]?.textContent).toContain('Bund the fuel store.');
    expect(points[1]?.textContent).toContain('Due by 30 June 2027');
    const first = within(points[0]!);
    await user.type(first.getByRole('textbox', { name: /What was done/ }), 'Bunded in May.');
    await user.selectOptions(
      first.getByRole('combobox', { name: /Evidence from your library/ }),
      'Irrigation plan.pdf',
    );
    await user.click(first.getByRole('button', { name: 'Close the point' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/close'))?.body).toEqual({
        comment: 'Bunded in May.',
        documentId: 31,
      }),
    );
    expect(await panel.findByText(/Closed on 2 May 2026/)).toBeTruthy();
  });

  it('shows the certificate code and the days it is valid from and until', async () => {
    asAdmin();
    const current = aCase({
      state: 'certified',
      version: 6,
      decision: {
        outcome: 'certified',
        decidedAt: '2026-06-01T10:00:00.000Z',
        validUntil: '2029-06-01',
        reasons: null,
        certificateCode: '7KQ2-M9XD-4T0B',
      },
    });
    await renderApp(
      '/certification',
      pageHandlers(
        { current },
        {
          'GET /api/organisation/11/certification/cases/7/certificate': () =>
            new Response('%PDF-1.7', {
              headers: {
                'Content-Type': 'application/pdf',
                'content-filename': 'certificate-green-hills.pdf',
              },
            }),
        },
      ),
    );
    expect((await screen.findByTestId('certificate-code')).textContent).toBe('7KQ2-M9XD-4T0B');
    const certificate = within(screen.getByRole('region', { name: 'Your certificate' }));
    expect(certificate.getByText('1 June 2026')).toBeTruthy();
    expect(certificate.getByText('1 June 2029')).toBeTruthy();
    // A certified club may apply for its renewal.
    expect(screen.getByRole('button', { name: 'Apply for renewal' })).toBeTruthy();

    // The certificate's PDF is saved under the server's name (jsdom saves no file: the link says which).
    URL.createObjectURL = () => 'blob:certificate';
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await userEvent
      .setup()
      .click(certificate.getByRole('button', { name: 'Download the certificate (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['certificate-green-hills.pdf']));
  });

  it('offers the badge and the code for the club’s website while the certificate holds, copied at a click', async () => {
    const user = userEvent.setup();
    asAdmin();
    const certified = aCase({
      state: 'certified',
      version: 6,
      decision: {
        outcome: 'certified',
        decidedAt: '2026-06-01T10:00:00.000Z',
        validUntil: '2029-06-01',
        reasons: null,
        certificateCode: '7KQ2-M9XD-4T0B',
      },
      publicProfile: {
        url: 'https://oncourse.example/directory/green-hills',
        badgeUrl: 'https://oncourse.example/badge/green-hills.svg',
      },
    });
    await renderApp('/certification', pageHandlers({ current: certified }));
    const badge = within(await screen.findByRole('region', { name: 'Badge for your website' }));
    // The preview is in the reader's language; the code leaves it to each visitor's browser.
    expect(badge.getByRole('img', { name: 'Green Hills: certified by OnCourse' }).getAttribute('src')).toBe(
      'https://oncourse.example/badge/green-hills.svg?lang=en',
    );
    const snippet =
      '<a href="https://oncourse.example/directory/green-hills"><img src="https://oncourse.example/badge/green-hills.svg" alt="Green Hills: certified by OnCourse" width="240" height="64"></a>';
    expect(badge.getByRole<HTMLTextAreaElement>('textbox', { name: 'Code for your website' }).value).toBe(
      snippet,
    );
    expect(badge.getByRole('link', { name: 'Open your public profile' }).getAttribute('href')).toBe(
      'https://oncourse.example/directory/green-hills',
    );

    await user.click(badge.getByRole('button', { name: 'Copy code' }));
    expect(await badge.findByText('Copied. Paste it into your website’s HTML.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(snippet);
  });

  it('selects the badge’s code for copying by hand where the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    asAdmin();
    const certified = aCase({
      state: 'certified',
      decision: {
        outcome: 'certified',
        decidedAt: '2026-06-01T10:00:00.000Z',
        validUntil: '2029-06-01',
        reasons: null,
        certificateCode: '7KQ2-M9XD-4T0B',
      },
      publicProfile: {
        url: 'https://oncourse.example/directory/green-hills',
        badgeUrl: 'https://oncourse.example/badge/green-hills.svg',
      },
    });
    await renderApp('/certification', pageHandlers({ current: certified }));
    const badge = within(await screen.findByRole('region', { name: 'Badge for your website' }));
    await user.click(badge.getByRole('button', { name: 'Copy code' }));
    expect(
      await badge.findByText('The code is selected: press Ctrl+C (⌘C on a Mac) to copy it.'),
    ).toBeTruthy();
    const code = badge.getByRole<HTMLTextAreaElement>('textbox', { name: 'Code for your website' });
    expect(document.activeElement).toBe(code);
    expect([code.selectionStart, code.selectionEnd]).toEqual([0, code.value.length]);
  });

  it('offers no badge while the organisation has no certificate that holds', async () => {
    asAdmin();
    await renderApp('/certification', pageHandlers({ current: aCase() }));
    expect(await screen.findByTestId('case-state')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Badge for your website' })).toBeNull();
  });

  it('works for a tournament, which has annual data and no best-practice reviews', async () => {
    const activities = ADMIN_ACTIVITIES;
    signIn({ ...GREEN_HILLS, id: 12, name: 'Open Cup', type: 'TOURNAMENT', activities });
    const annual = {
      ...readiness.sections[0]!,
      questionSetId: 8,
      questionSetSlug: 'annual-data-tournament',
      questionSetTitle: 'Annual data',
      kind: 'ANNUAL_DATA' as const,
      missing: [],
    };
    const current = {
      ...aCase({
        organisationId: 12,
        organisationType: 'TOURNAMENT',
        state: 'decision',
        submitted: [{ answerSetId: 61, questionSetId: 8, year: 2024, version: 3 }],
      }),
      findings: [
        {
          id: 30,
          questionSetId: 8,
          kind: 'immediate' as const,
          text: 'Meter the generators.',
          dueDate: null,
          carriesFindingId: null,
          closedAt: null,
          closingComment: null,
          evidenceDocumentId: null,
        },
      ],
    };
    await renderApp('/certification', {
      ...shellHandlers([{ ...summary(12, 'Open Cup', 'TOURNAMENT'), activities }]),
      'GET /api/insights/organisation/12/readiness': () => ok({ ...readiness, sections: [annual] }),
      'GET /api/reviews/annual-data/organisation/12/years': () => ok(years),
      'GET /api/organisation/12/certification/cases': () =>
        ok([{ ...summaryOf(current), organisationId: 12 }]),
      'GET /api/organisation/12/certification/cases/7': () => ok(current),
      'GET /api/organisation/12/documents': () => ok([]),
    });
    const panel = within(await screen.findByRole('region', { name: 'Improvement points' }));
    expect(panel.getByText('Annual data')).toBeTruthy();
    // No document in the library yet: the way to add one, not a form that cannot be sent.
    expect(panel.getByRole('link', { name: 'Open the document library' }).getAttribute('href')).toBe(
      '/documents/tournament',
    );
    expect(panel.queryByRole('button', { name: 'Close the point' })).toBeNull();
  });

  it('says the case moved on when a step is refused as stale, keeping what was typed', async () => {
    const user = userEvent.setup();
    asAdmin();
    const current = aCase({
      state: 'returned',
      version: 2,
      events: [
        event(1, 'apply', 'desk-review', 'Alex Morgan', '2026-04-01T09:00:00.000Z'),
        event(
          2,
          'return',
          'returned',
          'Sam Staff',
          '2026-04-02T09:00:00.000Z',
          'Please complete the water section.',
        ),
      ],
    });
    await renderApp(
      '/certification',
      pageHandlers(
        { current },
        {
          'POST /api/organisation/11/certification/cases/7/resubmit': () =>
            fail(409, 'VERSION_CONFLICT', 'stale', 'version'),
        },
      ),
    );
    expect((await screen.findByTestId('return-message')).textContent).toBe(
      'Please complete the water section.',
    );
    const comment = screen.getByRole('textbox', { name: /Comment/ });
    await user.type(comment, 'Water done.');
    await user.click(screen.getByRole('button', { name: 'Resubmit' }));
    expect(await screen.findByText(/Someone else changed this case in the meantime/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByText(/Someone else changed this case/)).toBeNull());
    expect((screen.getByRole('textbox', { name: /Comment/ }) as HTMLTextAreaElement).value).toBe(
      'Water done.',
    );
  });
});

/** The nature set with the question a request names. */
const questionSet = {
  id: 1,
  slug: 'nature',
  title: 'Nature',
  kind: 'BEST_PRACTICE',
  reviewType: 'nature',
  organisationType: 'FACILITY',
  language: 'en',
  sections: [
    {
      id: 101,
      title: 'Turfgrass',
      slug: 'turfgrass',
      description: null,
      colour: null,
      iconId: null,
      active: true,
      sortOrder: 1,
      subsections: [
        {
          id: 1001,
          title: 'Greens',
          sortOrder: 1,
          fieldSets: [
            {
              id: 5005,
              title: 'Grasses',
              sortOrder: 1,
              questions: [
                {
                  id: 10,
                  title: 'Dominant grass species on the greens',
                  rowQuestions: [],
                  nestedQuestions: [],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
