// Each simulated person of `npm run soak` as autocannon requests: a turn on a kept-alive connection
// shared with a few others, walking the session plan of mix.ts, with the person's token, versions and last
// acknowledged saves kept here so the soak can read every acknowledged save back at the end.
import type { Client, Request } from 'autocannon';
import { ANNUAL_DATA_QUESTIONS } from '@oncourse/engine';
import { expected, type StepKind } from './mix.ts';
import { ANNUAL_YEAR, REVIEW, type SoakPerson } from './seed-people.ts';

/** The number question saved in the annual data: grid electricity in kWh. */
export const ANNUAL_QUESTION = ANNUAL_DATA_QUESTIONS.electricity.grid;

/** One answer set a person saves into: its version and the values sent and acknowledged. */
export interface SavedAnswer {
  answerSetId: number;
  questionId: number;
  version: number;
  acknowledged: { value: number } | null;
  /** Values sent since the last acknowledgement, their answers not yet in. */
  unanswered: number[];
}

export interface PersonState extends SoakPerson {
  index: number;
  token: string | null;
  sessions: number;
  saves: number;
  review: SavedAnswer;
  annual: SavedAnswer;
  /** The kind of the request whose answer just came (autocannon's response event names none). */
  lastKind: StepKind | null;
}

/** Told each answer's kind, status and latency (ms). */
export type Recorder = (kind: StepKind, status: number, ms: number) => void;
/** Told each answer the mix did not expect, with its body. */
export type Unexpected = (kind: StepKind, status: number, body: string) => void;

export function personState(person: SoakPerson, index: number): PersonState {
  const saved = (answerSetId: number, questionId: number): SavedAnswer => ({
    answerSetId,
    questionId,
    version: 0,
    acknowledged: null,
    unanswered: [],
  });
  return {
    ...person,
    index,
    token: null,
    sessions: 0,
    saves: 0,
    review: saved(person.reviewSetId, REVIEW.numberQuestion),
    annual: saved(person.annualSetId, ANNUAL_QUESTION),
    lastKind: null,
  };
}

/** Each person a client address of their own (the server trusts the loopback proxy), as real people have. */
export const addressOf = (index: number, network = 77) => `10.${network}.${index >> 8}.${index & 255}`;

const json = (body: unknown) => JSON.stringify(body);

function parsed(body: string): { data?: unknown } {
  try {
    return JSON.parse(body) as { data?: unknown };
  } catch {
    return {};
  }
}

/** The answer set's version in an opened section's answer (one set, or a list of one). */
function versionIn(body: string): number | null {
  const data = parsed(body).data;
  const set = (Array.isArray(data) ? data[0] : data) as { version?: unknown } | null | undefined;
  return typeof set?.version === 'number' ? set.version : null;
}

/** What one request of a kind sends, for this person now; null restarts the session (signed out). */
type Build = (person: PersonState) => Request | null;

export interface Upload {
  body: Buffer;
  contentType: string;
}

function saveRequest(person: PersonState, saved: SavedAnswer): Request {
  person.saves += 1;
  // Unique per save, so the value read back tells which save it was.
  const value = saved === person.review ? 5 + person.saves / 10 : 100_000 + person.saves;
  saved.unanswered.push(value);
  return {
    method: 'PATCH',
    path: `/api/reviews/answers/${saved.answerSetId}/organisation/${person.organisationId}`,
    body: json({
      baseVersion: saved.version,
      answers: {
        [saved.questionId]: {
          complete: true,
          savelater: false,
          value,
          unitMeasurementType: 'metric',
          nestedValues: {},
          facilityAddedAnswers: [],
          rows: [],
        },
      },
    }),
  };
}

/**
 * A save's answer. One request at a time per person, so it answers the save sent last; earlier
 * ones still unanswered timed out. Acknowledged, it is the value to read back: those earlier saves
 * were based on the same version, so the versioning refused whichever came second.
 */
function saveAnswered(saved: SavedAnswer, status: number, body: string): void {
  const sent = saved.unanswered.pop();
  if (status !== 200 || sent === undefined) return;
  const version = (parsed(body).data as { version?: unknown } | undefined)?.version;
  if (typeof version === 'number') saved.version = version;
  saved.acknowledged = { value: sent };
  saved.unanswered = [];
}

function builders(upload: Upload, password: string): Record<StepKind, Build> {
  const org = (person: PersonState) => person.organisationId;
  const insights = (person: PersonState) => `/api/insights/organisation/${org(person)}`;
  return {
    'sign in': (person) => {
      person.token = null;
      return {
        method: 'POST',
        path: '/api/auth/login',
        body: json({ email_address: person.email, password, isTournamentLogin: false }),
      };
    },
    'dashboard: readiness': (person) => ({ method: 'GET', path: `${insights(person)}/readiness` }),
    'dashboard: footprint': (person) => ({
      method: 'GET',
      path: `${insights(person)}/footprint?year=${ANNUAL_YEAR}`,
    }),
    'dashboard: footprints': (person) => ({ method: 'GET', path: `${insights(person)}/footprints` }),
    'review progress': (person) => ({
      method: 'GET',
      path: `/api/reviews/progress/organisation/${org(person)}`,
    }),
    'open review section: questions': (person) => ({
      method: 'GET',
      path: `/api/reviews/questions/best-practice/slug/${REVIEW.slug}/organisation/${org(person)}/languages/en`,
    }),
    'open review section: answers': (person) => ({
      method: 'POST',
      path: `/api/reviews/answers/organisation/${org(person)}`,
      body: json({ slugs: [REVIEW.slug] }),
    }),
    'save review answers': (person) => saveRequest(person, person.review),
    'add note': (person) => ({
      method: 'POST',
      path: `/api/reviews/answers/${person.reviewSetId}/organisation/${org(person)}/notes`,
      body: json({
        questionId: REVIEW.numberQuestion,
        value: `<p>Walked the habitat areas again, session ${person.sessions}.</p>`,
      }),
    }),
    'open annual data: questions': (person) => ({
      method: 'GET',
      path: `/api/reviews/annual-data/organisation/${org(person)}/questions?code=en`,
    }),
    'open annual data: answers': (person) => ({
      method: 'GET',
      path: `/api/reviews/annual-data/organisation/${org(person)}/years/${ANNUAL_YEAR}/answers`,
    }),
    'save annual data': (person) => saveRequest(person, person.annual),
    'upload document': (person) => ({
      method: 'POST',
      path: `/api/organisation/${org(person)}/documents`,
      headers: { 'content-type': upload.contentType },
      body: upload.body,
    }),
    'download PDF report': (person) => ({
      method: 'GET',
      path: `${insights(person)}/report?year=${ANNUAL_YEAR}`,
    }),
  };
}

/** What an answer of each kind changes in the person's state (sign-in: the token). */
function answered(person: PersonState, kind: StepKind, status: number, body: string): void {
  switch (kind) {
    case 'sign in': {
      const data = parsed(body).data as { accessToken?: unknown } | undefined;
      person.token = status === 200 && typeof data?.accessToken === 'string' ? data.accessToken : null;
      person.sessions += 1;
      return;
    }
    case 'open review section: answers':
    case 'open annual data: answers': {
      const version = status === 200 ? versionIn(body) : null;
      if (version !== null)
        (kind === 'open review section: answers' ? person.review : person.annual).version = version;
      return;
    }
    case 'save review answers':
      return saveAnswered(person.review, status, body);
    case 'save annual data':
      return saveAnswered(person.annual, status, body);
    default:
      return;
  }
}

/**
 * The autocannon requests of `person` walking `plan`: every request carries the person's address
 * and token, and each answer updates the person before `record` is told its latency.
 */
export function requestsOf(
  person: PersonState,
  plan: readonly StepKind[],
  upload: Upload,
  password: string,
  unexpected: Unexpected,
): Request[] {
  const build = builders(upload, password);
  return plan.map((kind) => ({
    setupRequest: (request: Request) => {
      // Signed out (a sign-in that failed or timed out): back to the sign-in, as the app goes.
      const made = kind === 'sign in' || person.token ? build[kind](person) : null;
      if (!made) return null as unknown as Request;
      return {
        ...request,
        ...made,
        headers: {
          'x-forwarded-for': addressOf(person.index),
          ...(made.body !== undefined && !made.headers ? { 'content-type': 'application/json' } : {}),
          ...(made.headers ?? {}),
          ...(person.token && kind !== 'sign in' ? { authorization: `Bearer ${person.token}` } : {}),
        },
      };
    },
    onResponse: (status: number, body: string) => {
      person.lastKind = kind;
      if (!expected(status)) unexpected(kind, status, body);
      answered(person, kind, status, body);
    },
  }));
}

/**
 * Wires one autocannon client to `people` taking turns, one request each, each walking their own
 * requests in order. autocannon's slowest pace is one request a second per connection, so k people
 * on a connection each act every k seconds (docs/engineering.md#soak). Each answer's latency goes to
 * `record` under the kind of the request it answered.
 */
export function attachPeople(
  client: Client,
  people: readonly { person: PersonState; requests: Request[] }[],
  record: Recorder,
): void {
  let answering: PersonState | null = null;
  const turns: Request[] = [];
  const length = Math.max(...people.map(({ requests }) => requests.length));
  for (let step = 0; step < length; step++) {
    for (const { person, requests } of people) {
      const request = requests[step];
      if (!request) continue;
      const respond = request.onResponse as ((...answer: unknown[]) => void) | undefined;
      turns.push({
        ...request,
        onResponse: (...answer: unknown[]) => {
          answering = person;
          respond?.(...answer);
        },
      });
    }
  }
  client.setRequests(turns);
  client.on('response', (status: number, _bytes: number, ms: number) => {
    const kind = (answering as PersonState | null)?.lastKind;
    if (kind) record(kind, status, ms);
  });
}
