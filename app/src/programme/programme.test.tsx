// The programme area as staff and others meet it (docs/certification.md#screens): who may enter,
// the queue's filters, which verifiers a case offers, and what a refused step says.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Schemas } from '@oncourse/openapi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Handler } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { GREEN_HILLS, shellHandlers, signIn, summary, USER } from '../test/session';

const ANNUAL = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../../fixtures/question-sets', 'annual-data-facility.json'),
    'utf8',
  ),
) as Schemas['QuestionSet'];

/** The case's answers as submitted: the club writes English, the reader reads Swedish. */
const SUBMISSION: Schemas['CertificationSubmission'] = {
  clubLanguage: 'en',
  readerLanguage: 'sv',
  dataQuality: null,
  sets: [
    {
      answerSetId: 1,
      questionSetId: ANNUAL.id,
      year: 2024,
      submittedVersion: 4,
      questionSet: ANNUAL,
      readerQuestionSet: { ...ANNUAL, title: 'Årsdata för anläggningar', language: 'sv' },
      answers: [],
    },
  ],
};

const STAFF: Schemas['ProgrammeRoles'] = {
  staff: true,
  verifierId: null,
  accreditedUntil: null,
  federationCountries: null,
};
const NOBODY: Schemas['ProgrammeRoles'] = {
  staff: false,
  verifierId: null,
  accreditedUntil: null,
  federationCountries: null,
};

const verifier = (id: number, name: string, accredited = true): Schemas['Verifier'] => ({
  id,
  userId: 100 + id,
  email: `${name.toLowerCase()}@example.org`,
  name,
  company: 'Green Audits',
  countries: ['SE'],
  languages: ['sv'],
  accreditedUntil: accredited ? '2099-12-31' : '2020-01-31',
  accredited,
});

const summaryRow = (id: number, title: string, state: Schemas['CertificationState']) => ({
  id,
  organisationId: id + 40,
  organisationTitle: title,
  organisationType: 'FACILITY' as const,
  countryCode: 'SE',
  state,
  version: 1,
  reviewYear: 2024,
  verifierName: null,
  validUntil: null,
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-01T09:00:00.000Z',
});

function staffCase(
  state: Schemas['CertificationState'],
  actions: Schemas['CertificationAction'][],
): Schemas['CertificationCase'] {
  return {
    id: 5,
    organisationId: 45,
    organisationTitle: 'Heathland Links',
    organisationType: 'FACILITY',
    state,
    version: 3,
    reviewYear: 2024,
    renewsCaseId: null,
    submitted: [{ answerSetId: 1, questionSetId: ANNUAL.id, year: 2024, version: 4 }],
    verifier: null,
    visit: null,
    recommendation: null,
    decision: null,
    events: [],
    requests: [],
    findings: [],
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: '2026-01-01T09:00:00.000Z',
    publicProfile: null,
    actions,
  };
}

function programme(roles: Schemas['ProgrammeRoles'], more: Record<string, Handler> = {}) {
  return {
    ...shellHandlers([summary(11, 'Green Hills')]),
    'GET /api/certification/me': () => ok(roles),
    ...more,
  };
}

function caseHandlers(found: Schemas['CertificationCase'], more: Record<string, Handler> = {}) {
  return programme(STAFF, {
    'GET /api/certification/cases/5': () => ok(found),
    'GET /api/certification/cases/5/checks': () =>
      ok([
        {
          kind: 'completeness',
          level: 'ok',
          key: 'programme.checks.completeness.ok',
          values: {},
          questionId: null,
        },
      ]),
    'GET /api/certification/cases/5/verifier-options': () =>
      ok([
        { verifier: verifier(1, 'Astrid'), refusal: null },
        { verifier: verifier(2, 'Bengt', false), refusal: 'accreditation-expired' },
        { verifier: verifier(3, 'Cecilia'), refusal: 'member-of-organisation' },
      ]),
    'GET /api/certification/cases/5/submission': () => ok(SUBMISSION),
    ...more,
  });
}

describe('the programme frame', () => {
  it('shows the not-allowed page to a club member without a programme role', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/programme', programme(NOBODY));
    expect(await screen.findByText(/for the certification programme's staff and verifiers/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Programme pages' })).toBeNull();
  });

  it('opens staff on their first page, with their name, nav and sign out', async () => {
    signIn(GREEN_HILLS);
    const { router } = await renderApp(
      '/programme',
      programme(STAFF, {
        'GET /api/certification/cases': () => ok({ cases: [], total: 0, page: 1, pageSize: 50 }),
        'GET /api/certification/verifiers': () => ok([]),
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/programme/queue'));
    const nav = await screen.findByRole('navigation', { name: 'Programme pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Queue',
      'Verifiers',
      'Staff',
      'Figures',
      'Federations',
      'Documents',
      'Content',
      'Join requests',
      'Helpdesk inbox',
      'Notices',
      'Maintenance',
      'Tournaments',
      'Audit',
    ]);
    expect(screen.getByTestId('programme-person').textContent).toBe('Alex Morgan');
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeTruthy();
  });

  it('switches among the seven interface languages only', async () => {
    signIn(GREEN_HILLS);
    await renderApp(
      '/programme/queue',
      programme(STAFF, {
        'GET /api/certification/cases': () => ok({ cases: [], total: 0, page: 1, pageSize: 50 }),
        'GET /api/certification/verifiers': () => ok([]),
      }),
    );
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['en', 'de', 'fr', 'es', 'it', 'nl', 'sv']);
  });

  it('sends staff with no organisation of their own to the programme instead of the empty dashboard', async () => {
    signIn(null, { ...USER, activeOrganisationId: null });
    const { router } = await renderApp('/', {
      ...programme(STAFF, {
        'GET /api/certification/cases': () => ok({ cases: [], total: 0, page: 1, pageSize: 50 }),
        'GET /api/certification/verifiers': () => ok([]),
      }),
      'GET /api/app-user/7/organisation': () => ok([]),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/programme/queue'));
  });
});

describe('the queue', () => {
  it('asks the server for the filters chosen and keeps them in the address', async () => {
    signIn(GREEN_HILLS);
    const { router, calls } = await renderApp(
      '/programme/queue',
      programme(STAFF, {
        'GET /api/certification/cases': ({ search }) =>
          ok({
            cases: search.includes('countryCode=SE')
              ? [summaryRow(8, 'Heathland Links', 'verification')]
              : [summaryRow(8, 'Heathland Links', 'verification'), summaryRow(9, 'Dune Park', 'desk-review')],
            total: search.includes('countryCode=SE') ? 1 : 2,
            page: 1,
            pageSize: 50,
          }),
        'GET /api/certification/verifiers': () => ok([verifier(1, 'Astrid')]),
      }),
    );
    expect(await screen.findByRole('link', { name: 'Dune Park' })).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('State'), 'verification');
    await user.type(screen.getByLabelText('Country code'), 'se');
    await user.type(screen.getByLabelText('Waiting more than (days)'), '14');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Dune Park' })).toBeNull());
    expect(screen.getByText('Cases found: 1')).toBeTruthy();
    const asked = calls.filter((call) => call.path === '/api/certification/cases').at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(asked.search))).toEqual({
      state: 'verification',
      countryCode: 'SE',
      waitingMoreThanDays: '14',
    });
    expect(router.state.location.search).toMatchObject({
      state: 'verification',
      countryCode: 'SE',
      waitingMoreThanDays: 14,
    });
  });
});

describe('the case page', () => {
  it('offers only verifiers who may be assigned, and says why the others are not', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/programme/cases/5', caseHandlers(staffCase('desk-review', ['return', 'assign'])));
    const select = await screen.findByLabelText('Verifier');
    const offered = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Choose a verifier', 'Astrid, Green Audits (SE)']);
    expect(screen.getByText('Bengt: the accreditation has run out')).toBeTruthy();
    expect(screen.getByText('Cecilia: a member of this organisation')).toBeTruthy();
  });

  it('names each submitted set in the reader’s language and shows its answers section by section', async () => {
    signIn(GREEN_HILLS);
    await renderApp('/programme/cases/5', caseHandlers(staffCase('desk-review', ['return', 'assign'])));
    const answers = within(await screen.findByRole('region', { name: 'Answers as submitted' }));
    expect(answers.getByText('Årsdata för anläggningar, 2024')).toBeTruthy();
    expect(answers.queryByText(/question set/)).toBeNull();
    expect(answers.getByRole('heading', { level: 3, name: ANNUAL.sections[0]!.title })).toBeTruthy();
  });

  it('says why certifying was refused while an immediate point is open', async () => {
    signIn(GREEN_HILLS);
    await renderApp(
      '/programme/cases/5',
      caseHandlers(staffCase('decision', ['certify', 'refuse']), {
        'POST /api/certification/cases/5/decision': () =>
          fail(422, 'UNPROCESSABLE_ENTITY', 'An immediate improvement point is still open', 'outcome'),
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Certify' }));
    expect(
      await screen.findByText('The case cannot be certified while an immediate improvement point is open.'),
    ).toBeTruthy();
  });

  it('keeps the message typed when someone else changed the case, and offers to reload', async () => {
    signIn(GREEN_HILLS);
    await renderApp(
      '/programme/cases/5',
      caseHandlers(staffCase('desk-review', ['return', 'assign']), {
        'POST /api/certification/cases/5/return': () =>
          fail(409, 'VERSION_CONFLICT', 'Someone else changed this case', 'version'),
      }),
    );
    const user = userEvent.setup();
    const message = await screen.findByLabelText('Message to the club');
    await user.type(message, 'Please finish the water section');
    await user.click(screen.getByRole('button', { name: 'Return the application' }));
    expect(await screen.findByText(/Someone else changed this case in the meantime/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the case' })).toBeTruthy();
    expect((screen.getByLabelText('Message to the club') as HTMLTextAreaElement).value).toBe(
      'Please finish the water section',
    );
  });
});
