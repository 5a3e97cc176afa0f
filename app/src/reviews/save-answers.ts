import type { Answer, ValidationError } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { ApiClient } from '../api/client';
import { errorDetail } from '../api/errors';
import { NO_SERVER_CHECK_HEADERS } from '../api/auth-middleware';
import type { SendOutcome } from './save-queue';

type AnswerInput = Schemas['AnswerInput'];

/** What a save sends of an answer: everything but its notes (they have their own calls). */
export function toAnswerInput({ notes: _notes, ...answer }: Answer): AnswerInput {
  return answer;
}

/** The question id a server error names (`answers.10010.rows.0.10021` → '10010'). */
function questionOf(field: string | null | undefined): string | null {
  return /^answers\.(\d+)/.exec(field ?? '')?.[1] ?? null;
}

/** Errors of a refused save, by question, in the engine's shape (the field starts with the question id). */
function answerErrors(details: Schemas['ErrorDetail']['details']): ValidationError[] {
  if (!details || !('errors' in details)) return [];
  return details.errors.map(({ questionId, field, code, number, message }) => ({
    field: field.replace(/^answers\./, '') || String(questionId),
    code: code as ValidationError['code'],
    number,
    message,
  }));
}

/**
 * The answer set of an organisation's question set and year, created when there is none yet (a
 * first save); one a colleague created meanwhile is used instead. Null without an answer.
 */
export async function createAnswerSet(
  api: ApiClient,
  { orgId, questionSetId, year }: { orgId: number; questionSetId: number; year: number | null },
): Promise<number | null> {
  // A browser that knows it is offline is not asked to try (as for the save itself).
  if (globalThis.navigator?.onLine === false) return null;
  const path = { questionId: questionSetId, orgId };
  try {
    const created = await api.POST('/api/reviews/answers/question/{questionId}/organisation/{orgId}/new', {
      params: { path },
      // Without an answer the save waits: no "server down" page.
      headers: NO_SERVER_CHECK_HEADERS,
      body: { year },
    });
    if (created.data) return created.data.data.id;
    const existing = await api.GET('/api/reviews/answers/question/{questionId}/organisation/{orgId}', {
      params: { path, query: year === null ? {} : { year } },
      headers: NO_SERVER_CHECK_HEADERS,
    });
    return existing.data?.data?.id ?? null;
  } catch {
    // No answer: the save waits, in the outbox or on the page, and its status says so.
    return null;
  }
}

/** Statuses that say the server is not there right now, not that it refused. */
export const UNREACHABLE = new Set([0, 502, 503, 504]);

/**
 * Sends a patch with PATCH updateAnswers (docs/reviews.md#calls) and reads the answer: saved, a conflict
 * with the other person's answers (409), a refusal with errors per question (422), or no answer
 * at all (offline: worth retrying).
 */
export async function sendAnswers(
  api: ApiClient,
  target: { answerSetId: number; orgId: number },
  answers: Readonly<Record<string, Answer>>,
  baseVersion: number,
  /** The Idempotency-Key: the same for every attempt at this patch (docs/offline.md#sending-the-outbox). */
  key: string,
): Promise<SendOutcome> {
  // A browser that knows it is offline is not asked to try: the draft holds the answers.
  if (globalThis.navigator?.onLine === false) return { kind: 'offline' };
  const body: Schemas['AnswersPatch'] = { baseVersion, answers: {} };
  for (const [id, answer] of Object.entries(answers)) body.answers[id] = toAnswerInput(answer);
  let result;
  try {
    result = await api.PATCH('/api/reviews/answers/{answerSetId}/organisation/{orgId}', {
      params: { path: target, header: { 'Idempotency-Key': key } },
      // A save that gets no answer waits (the outbox, or a retry): no "server down" page.
      headers: NO_SERVER_CHECK_HEADERS,
      body,
    });
  } catch {
    // No answer at all means the device is offline: the save queue keeps the answers and says so.
    return { kind: 'offline' };
  }
  const { data, error, response } = result;
  if (data) return { kind: 'saved', version: data.data.version, answers: data.data.answers };
  // No answer, or a session to renew first (the token expired while offline and its renewal got no
  // answer): the patch waits (docs/offline.md#signed-in-while-offline).
  if (UNREACHABLE.has(response.status) || response.status === 401) return { kind: 'offline' };
  const detail = errorDetail(error);
  const details = detail?.details;
  // The same patch's earlier attempt is still running on the server: its answer comes with a retry.
  if (response.status === 409 && detail?.field === 'Idempotency-Key') return { kind: 'offline' };
  if (response.status === 409 && details && 'conflicts' in details) {
    const theirs: Record<string, Answer> = {};
    for (const { questionId, answer } of details.conflicts) theirs[String(questionId)] = answer;
    return { kind: 'conflict', version: details.version, theirs };
  }
  const errors = answerErrors(details);
  if (errors.length === 0 && detail) {
    const question = questionOf(detail.field);
    if (question) {
      errors.push({
        field: question,
        code: detail.code as ValidationError['code'],
        number: detail.number,
        message: detail.message,
      });
    }
  }
  return { kind: 'refused', errors, message: errors.length === 0 ? (detail?.message ?? null) : null };
}
