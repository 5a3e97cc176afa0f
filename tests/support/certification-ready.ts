// Makes a facility ready to apply for certification over the API, as a club that has done its
// reviews would be (docs/certification.md#applying): the fixture facility's own answers
// (fixtures/answer-sets: its best-practice reviews and its complete annual-data year) are saved
// through the same calls the app saves with, then every question readiness or the year's
// footprint still lists is answered with the first option, the least number its range allows, or a one-row table, each
// checked by the server's validation as any save is. Nothing here knows the question sets' ids
// beyond the fixtures: the insights calls say what is still open.
import { answerShape, questionRange, rangeIn } from '@oncourse/engine';
import { loadAnswerSets } from '@oncourse/fixtures';
import type { Schemas } from '@oncourse/openapi';
import type { SignedIn } from './accounts.ts';
import type { ApiClient } from './test-server.ts';

type AnswerInput = Schemas['AnswerInput'];
type Question =
  Schemas['QuestionSet']['sections'][number]['subsections'][number]['fieldSets'][number]['questions'][number];

/** The annual-data year the fixture facility answered completely; the club applies for it. */
export const READY_YEAR = 2024;

function ok<T>(result: { data?: T; response: Response }, what: string): T {
  if (!result.data) throw new Error(`${what} answered ${result.response.status}`);
  return result.data;
}

/** The answer set of `questionSetId` (and `year` for annual data), made when the club has none. */
async function answerSet(
  api: ApiClient,
  owner: SignedIn,
  orgId: number,
  questionSetId: number,
  year: number | null,
): Promise<{ id: number; version: number }> {
  const made = await api.POST('/api/reviews/answers/question/{questionId}/organisation/{orgId}/new', {
    params: { path: { questionId: questionSetId, orgId } },
    headers: owner.headers,
    body: { year },
  });
  if (made.data) return { id: made.data.data.id, version: made.data.data.version };
  // 409: it exists (an annual-data year added first); read it back with the others.
  const slugs = await questionSetSlug(api, owner, orgId, questionSetId);
  const sets = ok(
    await api.POST('/api/reviews/answers/organisation/{orgId}', {
      params: { path: { orgId } },
      headers: owner.headers,
      body: { slugs: [slugs], ...(year === null ? {} : { year }) },
    }),
    `Reading the answers of set ${questionSetId}`,
  ).data;
  const found = sets.find((set) => set.questionSetId === questionSetId && (set.year ?? null) === year);
  if (!found) throw new Error(`No answer set ${questionSetId} (${year}) after 409`);
  return { id: found.id, version: found.version };
}

// Per client, so per product: a journeys worker runs several files in one module graph
// (vitest.config.ts), and two products may both have an organisation of the same id.
const questionSetsOf = new WeakMap<ApiClient, Map<string, Schemas['QuestionSet']>>();
async function questionSet(api: ApiClient, owner: SignedIn, orgId: number, setId: number) {
  const key = `${orgId} ${setId}`;
  const questionSets = questionSetsOf.get(api) ?? new Map<string, Schemas['QuestionSet']>();
  questionSetsOf.set(api, questionSets);
  const known = questionSets.get(key);
  if (known) return known;
  const set = ok(
    await api.GET('/api/reviews/questions/{setId}/organisation/{orgId}', {
      params: { path: { setId, orgId } },
      headers: owner.headers,
    }),
    `Reading question set ${setId}`,
  ).data;
  questionSets.set(key, set);
  return set;
}

async function questionSetSlug(api: ApiClient, owner: SignedIn, orgId: number, setId: number) {
  return (await questionSet(api, owner, orgId, setId)).slug;
}

/** Every question of the set, those nested under another's option too. */
function questionsOf(set: Schemas['QuestionSet']): Question[] {
  const withNested = (question: Question): Question[] => [
    question,
    ...question.nestedQuestions.flatMap(withNested),
  ];
  return set.sections.flatMap((section) =>
    section.subsections.flatMap((subsection) =>
      subsection.fieldSets.flatMap((fieldSet) => fieldSet.questions.flatMap(withNested)),
    ),
  );
}

const EMPTY: Omit<AnswerInput, 'value'> = {
  complete: true,
  savelater: false,
  unitMeasurementType: null,
  nestedValues: {},
  facilityAddedAnswers: [],
  rows: [],
};

/** A value a person could give: the first option, the least number its range allows, a date in the past, or one row of those. */
function cellValue(question: Question): AnswerInput['value'] {
  const first = question.answers[0]?.id;
  if (first !== undefined) return answerShape(question) === 'options' ? [first] : first;
  if (question.fieldType === 'date') return `${READY_YEAR}-06-01`;
  if (question.fieldType === 'text' || question.fieldType === 'textarea') return 'Recorded by the club';
  // The least the engine's range for the question allows, in metric (the answers' system).
  return Math.max(1, Math.ceil(rangeIn(questionRange(question), 'metric').min));
}

function answerFor(question: Question): AnswerInput {
  if (answerShape(question) === 'rows') {
    // A table cell holds one value: a multiple choice in a row takes its first option.
    const one = (value: AnswerInput['value']) => (Array.isArray(value) ? (value[0] ?? null) : value);
    const values = Object.fromEntries(
      question.rowQuestions.map((cell) => [String(cell.id), one(cellValue(cell))]),
    );
    return { ...EMPTY, value: null, unitMeasurementType: 'metric', rows: [{ id: 'ready-1', values }] };
  }
  return { ...EMPTY, value: cellValue(question), unitMeasurementType: question.unitType ? 'metric' : null };
}

async function save(
  api: ApiClient,
  owner: SignedIn,
  orgId: number,
  set: { id: number; version: number },
  answers: Record<string, AnswerInput>,
) {
  const saved = await api.PATCH('/api/reviews/answers/{answerSetId}/organisation/{orgId}', {
    params: { path: { answerSetId: set.id, orgId } },
    headers: owner.headers,
    body: { baseVersion: set.version, answers },
  });
  if (!saved.data)
    throw new Error(`Saving answers answered ${saved.response.status}: ${JSON.stringify(saved.error)}`);
  set.version = saved.data.data.version;
}

/**
 * Answers the facility's reviews and its annual data of READY_YEAR until readiness has nothing
 * missing and the year's footprint is final; the year applied for is READY_YEAR.
 */
export async function makeReadyForCertification(
  api: ApiClient,
  owner: SignedIn,
  orgId: number,
): Promise<number> {
  const added = await api.POST('/api/reviews/annual-data/organisation/{orgId}/year', {
    params: { path: { orgId } },
    headers: owner.headers,
    body: { year: READY_YEAR },
  });
  if (!added.response.ok && added.response.status !== 409)
    throw new Error(`Adding ${READY_YEAR} answered ${added.response.status}`);

  // The fixture facility's answers, each as complete (a draft saved for later is finished).
  const sets = new Map<string, { id: number; version: number }>();
  const setOf = async (questionSetId: number, year: number | null) => {
    const key = `${questionSetId} ${year}`;
    const known = sets.get(key) ?? (await answerSet(api, owner, orgId, questionSetId, year));
    sets.set(key, known);
    return known;
  };
  for (const fixture of loadAnswerSets().filter((set) => set.organisationId === 1)) {
    if (fixture.year !== null && fixture.year !== READY_YEAR) continue;
    const answers = Object.fromEntries(
      Object.entries(fixture.answers).map(([id, { notes: _notes, ...answer }]) => [
        id,
        { ...answer, complete: true, savelater: false } as AnswerInput,
      ]),
    );
    await save(api, owner, orgId, await setOf(fixture.questionSetId, fixture.year), answers);
  }

  // What readiness and the footprint still list, answered plainly.
  for (let round = 0; round < 3; round++) {
    const readiness = ok(
      await api.GET('/api/insights/organisation/{orgId}/readiness', {
        params: { path: { orgId } },
        headers: owner.headers,
      }),
      'Readiness',
    ).data;
    const footprint = ok(
      await api.GET('/api/insights/organisation/{orgId}/footprint', {
        params: { path: { orgId }, query: { year: READY_YEAR } },
        headers: owner.headers,
      }),
      'The footprint',
    ).data;
    const open = [
      ...readiness.sections.flatMap((section) =>
        [...section.missing, ...section.savedForLater].map((link) => ({
          ...link,
          year: section.kind === 'ANNUAL_DATA' ? READY_YEAR : null,
        })),
      ),
      ...(footprint?.missing ?? []).map((link) => ({ ...link, year: READY_YEAR })),
    ];
    if (open.length === 0) return READY_YEAR;
    const bySet = new Map<string, typeof open>();
    for (const link of open) {
      const key = `${link.questionSetId} ${link.year}`;
      bySet.set(key, [...(bySet.get(key) ?? []), link]);
    }
    for (const links of bySet.values()) {
      const { questionSetId, year } = links[0]!;
      const questions = questionsOf(await questionSet(api, owner, orgId, questionSetId));
      const answers = Object.fromEntries(
        links.map((link) => {
          const question = questions.find((candidate) => candidate.id === link.questionId);
          if (!question) throw new Error(`Question ${link.questionId} is not in set ${questionSetId}`);
          return [String(question.id), answerFor(question)];
        }),
      );
      await save(api, owner, orgId, await setOf(questionSetId, year), answers);
    }
  }
  throw new Error('Readiness or the footprint still lists questions after three rounds');
}
