// Reviews over real HTTP (startServer, PGlite in a temp folder) with the client typed by the
// contract: two tabs of one facility save the same review and meet the version check; another
// facility reaches none of it; a new year is prefilled from the last; progress follows the saves.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '@oncourse/openapi';
import { signIn } from '../support/accounts.ts';
import { createFacilityAccount, type FacilityAccount } from '../support/facility-account.ts';
import { linkIn } from '../support/smtp-capture.ts';
import { useTestServer } from '../support/test-server.ts';

const NATURE = 1;
const ANNUAL = 6;
/** Number questions of the nature review and of the annual data's first section (fixtures). */
const HECTARES = 10006;
const OTHER_NUMBER = 10025;

const answer = (value: Schemas['AnswerValue'], complete = false): Schemas['AnswerInput'] => ({
  complete,
  savelater: !complete,
  value,
  unitMeasurementType: 'metric',
  nestedValues: {},
  facilityAddedAnswers: [],
  rows: [],
});

describe('reviews over HTTP', () => {
  const server = useTestServer('reviews');
  let ours: FacilityAccount & { headers: { authorization: string } };
  let theirs: FacilityAccount & { headers: { authorization: string } };

  const signUp = async (name: string) => {
    const email = `${name}.${Date.now().toString(36)}@example.test`;
    const account = await createFacilityAccount(
      server.url,
      email,
      async (address) => linkIn(await server.smtp.waitFor(address), '/complete-registration'),
      `${name} Links ${Date.now()}`,
    );
    const { headers } = await signIn(server.api, account.email, account.password);
    return { ...account, headers };
  };

  beforeAll(async () => {
    ours = await signUp('ours');
    theirs = await signUp('theirs');
  });

  it('merges what two tabs changed apart and returns only the true conflict', async () => {
    const orgId = ours.organisationId;
    const created = await server.api.POST(
      '/api/reviews/answers/question/{questionId}/organisation/{orgId}/new',
      {
        params: { path: { questionId: NATURE, orgId } },
        body: { year: null },
        headers: ours.headers,
      },
    );
    const set = created.data!.data;
    expect(set).toMatchObject({ questionSetId: NATURE, version: 0, answers: {}, prefilled: false });
    const path = { answerSetId: set.id, orgId };

    const first = await server.api.PATCH('/api/reviews/answers/{answerSetId}/organisation/{orgId}', {
      params: { path },
      body: { baseVersion: 0, answers: { [HECTARES]: answer(40, true) } },
      headers: ours.headers,
    });
    expect(first.data?.data).toMatchObject({
      id: set.id,
      version: 1,
      answers: { [HECTARES]: { value: 40 } },
    });

    const second = await server.api.PATCH('/api/reviews/answers/{answerSetId}/organisation/{orgId}', {
      params: { path },
      body: { baseVersion: 0, answers: { [HECTARES]: answer(35), [OTHER_NUMBER]: answer(12) } },
      headers: ours.headers,
    });
    expect(second.response.status).toBe(409);
    expect(second.error?.data).toMatchObject({ code: 'DUPLICATED_VALUE', number: 106, field: 'answers' });
    expect(second.error?.data.details).toEqual({
      version: 2,
      conflicts: [{ questionId: HECTARES, answer: { ...answer(40, true), notes: [] } }],
      saved: [OTHER_NUMBER],
    });

    const read = await server.api.GET('/api/reviews/answers/question/{questionId}/organisation/{orgId}', {
      params: { path: { questionId: NATURE, orgId } },
      headers: ours.headers,
    });
    expect(read.data?.data).toMatchObject({
      version: 2,
      answers: { [HECTARES]: { value: 40, complete: true }, [OTHER_NUMBER]: { value: 12 } },
    });

    const progress = await server.api.GET('/api/reviews/progress/organisation/{orgId}', {
      params: { path: { orgId } },
      headers: ours.headers,
    });
    const nature = progress.data!.data.find((card) => card.questionSetId === NATURE)!;
    expect(nature.answerSetId).toBe(set.id);
    expect(nature.progress).toBeGreaterThan(0);
    expect(nature.progress).toBeLessThan(100);
  });

  it('refuses a patch with an invalid answer as a whole', async () => {
    const orgId = ours.organisationId;
    const [set] = (
      await server.api.GET('/api/reviews/answers/organisation/{orgId}/best-practice/{bestPracticeId}', {
        params: { path: { orgId, bestPracticeId: NATURE } },
        headers: ours.headers,
      })
    ).data!.data;
    const refused = await server.api.PATCH('/api/reviews/answers/{answerSetId}/organisation/{orgId}', {
      params: { path: { answerSetId: set!.id, orgId } },
      body: { baseVersion: set!.version, answers: { [OTHER_NUMBER]: answer(13), [HECTARES]: answer(-1) } },
      headers: ours.headers,
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error?.data.details).toEqual({
      errors: [
        {
          questionId: HECTARES,
          field: `answers.${HECTARES}`,
          code: 'BELOW_MIN_VALUE',
          number: 104,
          message: 'Enter a number of 0 or more',
        },
      ],
    });
  });

  it("keeps one facility's reviews out of another's reach", async () => {
    const [set] = (
      await server.api.GET('/api/reviews/answers/organisation/{orgId}/best-practice/{bestPracticeId}', {
        params: { path: { orgId: ours.organisationId, bestPracticeId: NATURE } },
        headers: ours.headers,
      })
    ).data!.data;
    const peek = await server.api.GET('/api/reviews/answers/question/{questionId}/organisation/{orgId}', {
      params: { path: { questionId: NATURE, orgId: ours.organisationId } },
      headers: theirs.headers,
    });
    expect(peek.response.status).toBe(403);
    const write = await server.api.PATCH('/api/reviews/answers/{answerSetId}/organisation/{orgId}', {
      params: { path: { answerSetId: set!.id, orgId: theirs.organisationId } },
      body: { baseVersion: set!.version, answers: { [OTHER_NUMBER]: answer(99) } },
      headers: theirs.headers,
    });
    expect(write.response.status).toBe(404);
  });

  it('prefills a new year from the last one and adds each year once', async () => {
    const orgId = ours.organisationId;
    const addYear = (year: number) =>
      server.api.POST('/api/reviews/annual-data/organisation/{orgId}/year', {
        params: { path: { orgId } },
        body: { year },
        headers: ours.headers,
      });
    const added = await addYear(2023);
    expect(added.data?.data).toMatchObject({ year: 2023, questionSetId: ANNUAL, progress: 0 });
    const annual = await server.api.GET('/api/reviews/questions/{setId}/organisation/{orgId}', {
      params: { path: { setId: ANNUAL, orgId } },
      headers: ours.headers,
    });
    const firstNumber = annual
      .data!.data.sections.flatMap((section) => section.subsections)
      .flatMap((subsection) => subsection.fieldSets)
      .flatMap((fieldSet) => fieldSet.questions)
      .find((question) => question.uiType === 'TEXTINPUTS' && question.fieldType === 'number')!;
    await server.api.PATCH('/api/reviews/answers/{answerSetId}/organisation/{orgId}', {
      params: { path: { answerSetId: added.data!.data.answerSetId, orgId } },
      body: { baseVersion: 0, answers: { [firstNumber.id]: answer(1234, true) } },
      headers: ours.headers,
    });

    expect((await addYear(2024)).response.status).toBe(200);
    expect((await addYear(2024)).error?.data).toMatchObject({ code: 'DUPLICATED_VALUE', field: 'year' });
    const next = await server.api.GET('/api/reviews/answers/question/{questionId}/organisation/{orgId}', {
      params: { path: { questionId: ANNUAL, orgId }, query: { year: 2024 } },
      headers: ours.headers,
    });
    expect(next.data?.data).toMatchObject({
      year: 2024,
      prefilled: true,
      prefilledQuestionIds: [firstNumber.id],
      answers: { [firstNumber.id]: { value: 1234, complete: false, savelater: false } },
    });
    const years = await server.api.GET('/api/reviews/annual-data/organisation/{orgId}/years', {
      params: { path: { orgId } },
      headers: ours.headers,
    });
    expect(years.data?.data.map((year) => [year.year, year.progress > 0])).toEqual([
      [2024, false],
      [2023, true],
    ]);
  });
});
