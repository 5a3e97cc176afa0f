// The verifier's case page (docs/certification.md#the-verifiers-pages): answers changed since
// submission, a request opened from a question, and the report's rules as the verifier meets them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Question, QuestionSet } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, type RecordedCall } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { shellHandlers, signIn } from '../test/session';

const ANNUAL = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../../fixtures/question-sets', 'annual-data-facility.json'),
    'utf8',
  ),
) as QuestionSet;

const AREA = 15006; // Area irrigated in the year
const DAYS = 15007; // Days with irrigation in the year

const titleOf = (id: number): string => {
  const all: Question[] = ANNUAL.sections.flatMap((section) =>
    section.subsections.flatMap((subsection) =>
      subsection.fieldSets.flatMap((fieldSet) => fieldSet.questions),
    ),
  );
  return all.find((question) => question.id === id)!.title;
};

const content = (value: number): Schemas['AnswerContent'] => ({
  complete: true,
  savelater: false,
  value,
  unitMeasurementType: 'metric',
  nestedValues: {},
  facilityAddedAnswers: [],
  rows: [],
});

const SUBMISSION: Schemas['CertificationSubmission'] = {
  clubLanguage: 'en',
  readerLanguage: 'en',
  // 98.4 of 123.5 t measured; the rest estimated (20.1 t) or not stated (5 t).
  dataQuality: {
    year: 2024,
    total: 123.5,
    quality: { measured: 98.4, estimated: 20.1, spend: 0, notStated: 5, measuredShare: 98.4 / 123.5 },
  },
  sets: [
    {
      answerSetId: 15,
      questionSetId: ANNUAL.id,
      year: 2024,
      submittedVersion: 18,
      questionSet: ANNUAL as Schemas['QuestionSet'],
      readerQuestionSet: null,
      answers: [
        {
          questionId: AREA,
          changed: true,
          submitted: content(12000),
          current: content(14500),
          changes: [
            {
              id: 311,
              questionId: AREA,
              version: 19,
              changedAt: '2026-04-07T10:00:00.000Z',
              changedBy: { id: 5, firstName: 'Olive', lastName: 'Owner' },
              client: 'oncourse-web',
              before: content(12000),
              after: content(14500),
            },
          ],
        },
        { questionId: DAYS, changed: false, submitted: content(120), current: content(120), changes: [] },
      ],
    },
  ],
};

function caseOf(fields: Partial<Schemas['CertificationCase']> = {}): Schemas['CertificationCase'] {
  return {
    id: 7,
    organisationId: 1,
    organisationTitle: 'Golf Club Example',
    organisationType: 'FACILITY',
    state: 'verification',
    version: 3,
    reviewYear: 2024,
    renewsCaseId: null,
    submitted: [{ answerSetId: 15, questionSetId: ANNUAL.id, year: 2024, version: 18 }],
    verifier: { id: 2, name: 'Vera Verifier', company: 'Green Audits Ltd' },
    visit: null,
    recommendation: null,
    decision: null,
    events: [],
    requests: [],
    findings: [],
    createdAt: '2026-04-01T09:00:00.000Z',
    updatedAt: '2026-04-06T08:00:00.000Z',
    publicProfile: null,
    actions: ['open-request', 'reply', 'close-request', 'record-visit', 'report'],
    ...fields,
  };
}

/** A server holding one case in verification: each step answers with the case as it now is. */
function caseServer(start: Schemas['CertificationCase']) {
  let current = start;
  const answer = (next: Schemas['CertificationCase']) => {
    current = next;
    return ok(current);
  };
  return {
    ...shellHandlers([]),
    'GET /api/certification/me': () => ok({ staff: false, verifierId: 2, accreditedUntil: '2099-12-31' }),
    'GET /api/certification/cases/7': () => ok(current),
    'GET /api/certification/cases/7/submission': () => ok(SUBMISSION),
    'POST /api/certification/cases/7/requests': ({ body }: RecordedCall) => {
      const input = body as Schemas['CertificationRequestInput'];
      return answer({
        ...current,
        requests: [
          ...current.requests,
          { id: 4, ...input, openedAt: '2026-04-08T08:00:00.000Z', closedAt: null, replies: [] },
        ],
      });
    },
    'PUT /api/certification/cases/7/visit': ({ body }: RecordedCall) =>
      answer({ ...current, visit: body as Schemas['CertificationVisit'] }),
    'POST /api/certification/cases/7/report': ({ body }: RecordedCall) => {
      const report = body as Schemas['CertificationReport'];
      return answer({
        ...current,
        state: 'decision',
        version: 4,
        recommendation: report.recommendation,
        actions: [],
      });
    },
  };
}

const posted = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe("the verifier's case page", { timeout: 60_000 }, () => {
  it('marks an answer changed since submission with what it was and what it is now', async () => {
    signIn(null);
    await renderApp('/programme/my-cases/7', caseServer(caseOf()));
    const area = (await screen.findByText(titleOf(AREA))).closest('li')!;
    expect(within(area).getByText('Changed since submission')).toBeTruthy();
    expect(within(area).getByText('12,000')).toBeTruthy();
    expect(within(area).getByText('14,500')).toBeTruthy();
    expect(within(area).getByText(/Changed by Olive Owner on 7 April 2026/)).toBeTruthy();
    const days = screen.getByText(titleOf(DAYS)).closest('li')!;
    expect(within(days).queryByText('Changed since submission')).toBeNull();
    expect(within(days).getByText('120')).toBeTruthy();
    expect(screen.getByText('Answers changed since submission: 1')).toBeTruthy();
  });

  it('opens a request from a question and shows it under that question', async () => {
    const user = userEvent.setup();
    signIn(null);
    const { calls } = await renderApp('/programme/my-cases/7', caseServer(caseOf()));
    await user.click(await screen.findByRole('button', { name: `Ask the club about “${titleOf(AREA)}”` }));
    await user.click(screen.getByRole('radio', { name: 'Clarification requested' }));
    await user.type(screen.getByLabelText('Your request'), 'Why did the area grow?');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(posted(calls, 'POST', '/api/certification/cases/7/requests')).toHaveLength(1));
    expect(posted(calls, 'POST', '/api/certification/cases/7/requests')[0]!.body).toEqual({
      questionId: AREA,
      kind: 'clarification',
      text: 'Why did the area grow?',
    });
    const area = screen.getByText(titleOf(AREA)).closest('li')!;
    expect(await within(area).findByText('Why did the area grow?')).toBeTruthy();
    expect(within(area).getByRole('article', { name: 'Clarification requested' })).toBeTruthy();
  });

  it('refuses a continual improvement point without a due date and sends nothing', async () => {
    const user = userEvent.setup();
    signIn(null);
    const { calls } = await renderApp(
      '/programme/my-cases/7',
      caseServer(caseOf({ visit: { date: '2026-05-12', mode: 'on-site' } })),
    );
    await user.click(await screen.findByRole('button', { name: 'Add a finding' }));
    await user.selectOptions(screen.getByLabelText('Kind of point'), 'continual');
    await user.type(screen.getByLabelText('What you found'), 'Meter every well');
    await user.click(screen.getByRole('radio', { name: 'Certify' }));
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('A continual improvement point needs a due date.')).toBeTruthy();
    expect(posted(calls, 'POST', '/api/certification/cases/7/report')).toHaveLength(0);

    await user.type(screen.getByLabelText('Due date'), '2027-06-30');
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(posted(calls, 'POST', '/api/certification/cases/7/report')).toHaveLength(1));
    expect(posted(calls, 'POST', '/api/certification/cases/7/report')[0]!.body).toEqual({
      version: 3,
      recommendation: 'certify',
      findings: [
        { questionSetId: ANNUAL.id, kind: 'continual', text: 'Meter every well', dueDate: '2027-06-30' },
      ],
    });
  });

  it('offers the report only once the visit is recorded', async () => {
    const user = userEvent.setup();
    signIn(null);
    const { calls } = await renderApp('/programme/my-cases/7', caseServer(caseOf()));
    expect(await screen.findByText('Record the visit before you send the report.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the report' })).toBeNull();

    await user.type(screen.getByLabelText('Date of the visit'), '2026-05-12');
    await user.click(screen.getByRole('radio', { name: 'Remote' }));
    await user.click(screen.getByRole('button', { name: 'Record the visit' }));
    expect(await screen.findByText('Remote visit on 12 May 2026.')).toBeTruthy();
    expect(posted(calls, 'PUT', '/api/certification/cases/7/visit')[0]!.body).toEqual({
      date: '2026-05-12',
      mode: 'remote',
    });

    await user.click(screen.getByRole('radio', { name: 'Do not certify' }));
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('Report sent. Your recommendation: Do not certify.')).toBeTruthy();
    expect(screen.getByText('State: Awaiting decision')).toBeTruthy();
  });

  it('says how much of the submitted year’s footprint rests on measured data, before the answers', async () => {
    signIn(null);
    await renderApp('/programme/my-cases/7', caseServer(caseOf()));
    const share = await screen.findByTestId('submission-measured-share');
    expect(share.textContent).toBe(
      '80% of the 2024 footprint (123.5 t CO2e) rests on measured data (meter readings or invoices). ' +
        'Estimated: 20.1 t · calculated from spend: 0 t · source not stated: 5 t.',
    );
  });
});
