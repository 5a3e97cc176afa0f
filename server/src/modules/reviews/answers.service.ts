import type { Answer, AnswerContent, Question, QuestionSet, ValidationError } from '@oncourse/engine';
import { ERROR_NUMBERS, mergeAnswerPatch, prefill, progress, validateAnswer } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { Database } from '../../db/client.ts';
import type { AppContext, OrganisationAccess } from '../../core/context.ts';
import { AppError, unprocessable } from '../../core/errors.ts';
import { confirmMembership } from '../access/membership.service.ts';
import { requireInOrganisation } from '../access/ownership.service.ts';
import { annualDataYears } from './annual-years.ts';
import { answersConflict, invalidAnswers } from './answer-errors.ts';
import { cachedQuestionSet, knownQuestionSet } from './question-set-cache.ts';
import { requireAnnualDataSet, requireQuestionSet } from './question-sets.service.ts';
import { presentAnswerSet, type AnswerSetHeader } from './reviews.presenter.ts';
import * as questionSets from './question-sets.repository.ts';
import * as reads from './answer-reads.repository.ts';
import * as writes from './answer-writes.repository.ts';

/**
 * Today as the latest calendar on earth has it (UTC+14): the browser checks "not after today" in
 * the user's own calendar, and the server must never refuse a date the browser accepted.
 */
function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** Annual data sets have a year, best-practice sets none (422 on `year` otherwise). */
function checkYearFits(set: QuestionSet, year: number | null): void {
  if (set.kind === 'ANNUAL_DATA' && year === null) throw unprocessable('Annual data needs a year', 'year');
  if (set.kind === 'BEST_PRACTICE' && year !== null)
    throw unprocessable('A best-practice review has no year', 'year');
}

/**
 * Sets with their answers, complete by the engine's progress; for annual data, what this year
 * lacks is prefilled by the engine from the previous year's set (docs/reviews.md#behaviour), and marked so.
 */
async function withAnswers(
  ctx: AppContext,
  sets: readonly QuestionSet[],
  headers: readonly AnswerSetHeader[],
): Promise<Schemas['VersionedAnswerSet'][]> {
  const previousSets = new Map<number, AnswerSetHeader>();
  for (const header of headers) {
    if (header.year === null) continue;
    const [previous] = await reads.findAnswerSets(
      ctx.db,
      header.organisationId,
      [header.questionSetId],
      header.year - 1,
    );
    if (previous) previousSets.set(header.id, previous);
  }
  const answers = await reads.loadAnswers(ctx.db, [
    ...headers.map((header) => header.id),
    ...[...previousSets.values()].map((header) => header.id),
  ]);
  return headers.map((stored) => {
    const own = answers.get(stored.id) ?? {};
    const set = sets.find((candidate) => candidate.id === stored.questionSetId);
    const header = { ...stored, complete: set ? isComplete(set, own) : stored.complete };
    const previous = previousSets.get(header.id);
    if (!previous) return presentAnswerSet(header, own);
    const filled = prefill(own, answers.get(previous.id), set);
    return presentAnswerSet(header, filled.answers, filled.prefilled);
  });
}

/** The organisation's set for a question set and year (none: null). */
export async function getAnswerSet(
  ctx: AppContext,
  organisation: OrganisationAccess,
  questionSetId: number,
  year: number | null,
): Promise<Schemas['VersionedAnswerSet'] | null> {
  const { set } = await requireQuestionSet(ctx, organisation, questionSetId, 'questionId');
  checkYearFits(set, year);
  const headers = await reads.findAnswerSets(ctx.db, organisation.organisationId, [set.id], year);
  return (await withAnswers(ctx, [set], headers))[0] ?? null;
}

/** The organisation's annual-data set of a year, as getAnswerSet, without the set's id (none: null). */
export async function getAnnualDataAnswerSet(
  ctx: AppContext,
  organisation: OrganisationAccess,
  year: number,
): Promise<Schemas['VersionedAnswerSet'] | null> {
  const { set } = await requireAnnualDataSet(ctx, organisation);
  const headers = await reads.findAnswerSets(ctx.db, organisation.organisationId, [set.id], year);
  return (await withAnswers(ctx, [set], headers))[0] ?? null;
}

/** The organisation's sets of several question sets by slug; unknown slugs and sets not started are left out. */
export async function getAnswerSetsBySlugs(
  ctx: AppContext,
  organisation: OrganisationAccess,
  body: Schemas['AnswersBySlugsRequest'],
): Promise<Schemas['VersionedAnswerSet'][]> {
  const wanted = new Set(body.slugs);
  const year = body.year ?? null;
  const rows = (await questionSets.findQuestionSetRows(ctx.db, organisation.organisationType)).filter(
    (row) => wanted.has(row.slug) && (row.kind === 'ANNUAL_DATA') === (year !== null),
  );
  const sets: QuestionSet[] = [];
  for (const row of rows) sets.push((await cachedQuestionSet(ctx.db, row)).set);
  const ids = rows.map((row) => row.id);
  return withAnswers(ctx, sets, await reads.findAnswerSets(ctx.db, organisation.organisationId, ids, year));
}

/** The organisation's set of one best practice, as a list (empty before the first save). */
export async function getBestPracticeAnswerSets(
  ctx: AppContext,
  organisation: OrganisationAccess,
  bestPracticeId: number,
): Promise<Schemas['VersionedAnswerSet'][]> {
  const { set } = await requireQuestionSet(
    ctx,
    organisation,
    bestPracticeId,
    'bestPracticeId',
    'BEST_PRACTICE',
  );
  return withAnswers(
    ctx,
    [set],
    await reads.findAnswerSets(ctx.db, organisation.organisationId, [bestPracticeId], null),
  );
}

/** A year already used, or a second best-practice set: 409 DUPLICATED_VALUE on `year`. */
export const yearTaken = () =>
  new AppError(409, 'DUPLICATED_VALUE', 'This year has already been added', 'year');

/**
 * Starts an empty set (version 0). An annual-data year must be one of the offered years (422)
 * and not yet used (409); a best practice has one set per organisation (409).
 */
export async function createAnswerSet(
  ctx: AppContext,
  organisation: OrganisationAccess,
  questionSetId: number,
  year: number | null,
): Promise<Schemas['VersionedAnswerSet']> {
  const { set } = await requireQuestionSet(ctx, organisation, questionSetId, 'questionId');
  checkYearFits(set, year);
  if (year !== null && !annualDataYears().some((option) => option.value === year)) {
    throw unprocessable('This year cannot be added', 'year');
  }
  const created = await writes.insertAnswerSet(ctx.db, {
    organisationId: organisation.organisationId,
    questionSetId: set.id,
    year,
  });
  if (!created) throw yearTaken();
  return (await withAnswers(ctx, [set], [created]))[0]!;
}

function asAnswer(content: AnswerContent, notes: Answer['notes'] = []): Answer {
  return { ...content, notes };
}

/** A set is complete when the engine's progress over its own answers is 100 (docs/reviews.md#behaviour). */
export function isComplete(set: QuestionSet, answers: Record<string, Answer>): boolean {
  return progress(set, answers) === 100;
}

async function cachedQuestionSetById(ctx: AppContext, questionSetId: number) {
  const row = await questionSets.findQuestionSetRow(ctx.db, questionSetId);
  return row && cachedQuestionSet(ctx.db, row);
}

/** The engine's errors for every question of the patch; a question outside the set is one too. */
function validatePatch(
  questions: ReadonlyMap<number, Question>,
  patch: Record<string, AnswerContent>,
): ValidationError[] {
  const today = latestToday();
  const errors: ValidationError[] = [];
  for (const key in patch) {
    const question = questions.get(Number(key));
    if (!question) {
      errors.push({
        field: key,
        code: 'INACTIVE_RESOURCE',
        number: ERROR_NUMBERS.INACTIVE_RESOURCE,
        message: 'This question is not part of this review',
      });
      continue;
    }
    errors.push(...validateAnswer(question, asAnswer(patch[key]!), { today }));
  }
  return errors;
}

type SaveOutcome = { saved: Schemas['AnswersSaved'] } | { conflict: Schemas['AnswersConflict'] };

/** The question set an answer set belongs to: fixed at creation, so it is looked up once. */
const questionSetOfAnswerSet = new WeakMap<Database, Map<number, number>>();

async function questionSetIdOf(ctx: AppContext, answerSetId: number): Promise<number | undefined> {
  let known = questionSetOfAnswerSet.get(ctx.db);
  if (!known) questionSetOfAnswerSet.set(ctx.db, (known = new Map()));
  const cached = known.get(answerSetId);
  if (cached !== undefined) return cached;
  const header = await reads.findAnswerSetById(ctx.db, answerSetId);
  if (header) known.set(answerSetId, header.questionSetId);
  return header?.questionSetId;
}

function presentSaved(
  answerSetId: number,
  version: number,
  answers: Record<string, writes.VersionedAnswer>,
): Schemas['AnswersSaved'] {
  const saved: Record<string, Answer> = {};
  for (const key in answers) saved[key] = answers[key]!.answer;
  return { id: answerSetId, version, answers: saved };
}

/**
 * The checks a save makes before it answers anything but a success: the membership the wiring
 * granted (perhaps from its memo) still holds, and the set is the organisation's (404 otherwise,
 * so a refusal never tells what another organisation's set holds).
 */
async function requireSaveAllowed(ctx: AppContext, organisation: OrganisationAccess, answerSetId: number) {
  await confirmMembership(ctx.db, organisation);
  await requireInOrganisation(ctx.db, organisation, 'answerSet', answerSetId, 'answerSetId');
}

/**
 * Saves the questions a patch carries (docs/reviews.md#behaviour). The engine validates every answer first: one
 * invalid answer refuses the whole patch (422) and nothing is written. When nobody saved since
 * `baseVersion`, nothing can conflict and one statement writes it all, confirming the membership
 * the wiring granted (docs/organisations.md#access): a save is one round trip. Otherwise the set's row is
 * locked (concurrent saves of one set run one after the other, on PGlite and PostgreSQL alike) and
 * the engine's `mergeAnswerPatch` decides: what nobody else touched is saved, and only true
 * conflicts come back (409, after the rest is saved). Either way the same statement keeps the
 * history of every answer that changed, with `author` (docs/reviews.md#answer-history).
 */
export async function updateAnswers(
  ctx: AppContext,
  organisation: OrganisationAccess,
  answerSetId: number,
  body: Schemas['AnswersPatch'],
  author: writes.SaveAuthor,
): Promise<Schemas['AnswersSaved']> {
  const patch = body.answers as Record<string, AnswerContent>;
  const questionSetId = await questionSetIdOf(ctx, answerSetId);
  const entry =
    questionSetId === undefined
      ? undefined
      : (knownQuestionSet(ctx.db, questionSetId) ?? (await cachedQuestionSetById(ctx, questionSetId)));
  if (!entry) {
    await requireSaveAllowed(ctx, organisation, answerSetId);
    throw new Error(`Answer set ${answerSetId} has no question set`);
  }
  const errors = validatePatch(entry.questions, patch);
  if (errors.length > 0) {
    await requireSaveAllowed(ctx, organisation, answerSetId);
    throw invalidAnswers(errors);
  }
  const fast = await writes.saveIfUnchangedSince(ctx.db, {
    answerSetId,
    organisationId: organisation.organisationId,
    membership: { id: organisation.membershipId, accessTypeId: organisation.accessTypeId },
    baseVersion: body.baseVersion,
    contentHash: entry.contentHash,
    changed: patch,
    author,
  });
  if (fast) return presentSaved(answerSetId, fast.version, fast.answers);

  await requireSaveAllowed(ctx, organisation, answerSetId);
  const outcome = await ctx.db.transaction(async (tx): Promise<SaveOutcome> => {
    const locked = await writes.lockAnswerSet(tx, answerSetId, organisation.organisationId, patch);
    if (!locked) throw new AppError(404, 'NOT_FOUND', 'Answer set not found', 'answerSetId');
    const { questions } = await cachedQuestionSet(
      ctx.db,
      { id: locked.header.questionSetId, contentHash: locked.contentHash },
      tx,
    );
    // The content changed since the first check (a new seed): validate against what is stored now.
    const recheck = questions === entry.questions ? [] : validatePatch(questions, patch);
    if (recheck.length > 0) throw invalidAnswers(recheck);
    if (body.baseVersion > locked.header.version) {
      throw unprocessable('baseVersion is newer than the saved answers', 'baseVersion');
    }

    const merge = mergeAnswerPatch(locked.answers, patch, body.baseVersion);
    let version = locked.header.version;
    const answers = locked.answers;
    if (merge.apply.length > 0) {
      const changed: Record<string, AnswerContent> = {};
      for (const id of merge.apply) changed[id] = patch[id]!;
      version += 1;
      Object.assign(answers, await writes.saveAnswers(tx, answerSetId, version, changed, author));
    }
    const saved = [...merge.apply, ...merge.unchanged].sort((a, b) => a - b);
    if (merge.conflicts.length > 0) {
      return {
        conflict: {
          version,
          conflicts: merge.conflicts.map((questionId) => ({
            questionId,
            answer: answers[questionId]!.answer,
          })),
          saved,
        },
      };
    }
    const savedAnswers: Record<string, writes.VersionedAnswer> = {};
    for (const id of saved) savedAnswers[id] = answers[id]!;
    return { saved: presentSaved(answerSetId, version, savedAnswers) };
  });
  // Thrown after the commit: what did not conflict stays saved.
  if ('conflict' in outcome) throw answersConflict(outcome.conflict);
  return outcome.saved;
}
