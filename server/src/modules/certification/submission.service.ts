// What staff and the assigned verifier read of a case's submission (docs/certification.md#the-verifiers-pages):
// the answer sets frozen by the application, in the club's language and the reader's, with what
// changed since, and the documents attached to the case. The wiring has checked the programme role.
import type { AnswerMap } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { AppContext, BinaryResult, DataContext, ProgrammeAccess } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { readOnlyAccess } from '../../core/organisation-access.ts';
import type { Executor } from '../../db/client.ts';
import { download } from '../documents/documents.service.ts';
import { footprintOf, organisationFacts } from '../insights/insights.service.ts';
import { answersSince } from '../reviews/index.ts';
import { questionSetInLanguage, type CachedQuestionSet } from '../reviews/question-set-cache.ts';
import { requireQuestionSet } from '../reviews/question-sets.service.ts';
import { findOwnerLanguage } from '../team/index.ts';
import { readerLanguage } from '../translations/translations.service.ts';
import * as repository from './certification.repository.ts';

type Submitted = repository.CaseRow['submitted'][number];

async function caseView(db: Executor, caseId: number) {
  const view = await repository.findCaseView(db, caseId);
  if (!view) throw notFound('Case not found', 'caseId');
  return view;
}

/** The question sets of the case's snapshot, in its order. */
async function submittedSets(
  ctx: DataContext,
  view: Awaited<ReturnType<typeof caseView>>,
): Promise<{ entry: Submitted; cached: CachedQuestionSet }[]> {
  return Promise.all(
    view.case.submitted.map(async (entry) => ({
      entry,
      cached: await requireQuestionSet(ctx, view, entry.questionSetId, 'caseId'),
    })),
  );
}

/**
 * The submission set by set: each question set in the club's language (its owner's) and, when the
 * reader's own differs, in theirs too; each answer as submitted and now, from the answer history.
 */
export async function submission(
  ctx: DataContext,
  programme: ProgrammeAccess,
): Promise<Schemas['CertificationSubmission']> {
  const view = await caseView(ctx.db, programme.caseId!);
  const [clubLanguage, reader] = await Promise.all([
    findOwnerLanguage(ctx.db, view.case.organisationId).then((language) => language ?? 'en'),
    readerLanguage(ctx.db, programme.userId),
  ]);
  const sets = await Promise.all(
    (await submittedSets(ctx, view)).map(async ({ entry, cached }) => {
      const [club, inReader, answers] = await Promise.all([
        questionSetInLanguage(ctx.db, cached, clubLanguage),
        reader === clubLanguage ? null : questionSetInLanguage(ctx.db, cached, reader),
        answersSince(ctx.db, entry.answerSetId, entry.version),
      ]);
      return {
        answerSetId: entry.answerSetId,
        questionSetId: entry.questionSetId,
        year: entry.year,
        submittedVersion: entry.version,
        questionSet: club.set,
        readerQuestionSet: inReader?.set ?? null,
        answers,
      };
    }),
  );
  const annual = sets.find((set) => set.questionSet.kind === 'ANNUAL_DATA' && set.year !== null);
  return {
    clubLanguage,
    readerLanguage: reader,
    sets,
    dataQuality: annual ? await submittedDataQuality(ctx, view, annual) : null,
  };
}

/**
 * The submitted year's footprint by where its figures come from (docs/carbon-method.md#data-quality),
 * from the answers as submitted: what the verifier checks is what the club applied with.
 */
async function submittedDataQuality(
  ctx: DataContext,
  view: Awaited<ReturnType<typeof caseView>>,
  annual: { year: number | null; answers: Schemas['CertificationSubmittedAnswer'][] },
): Promise<Schemas['CertificationSubmission']['dataQuality']> {
  const year = annual.year!;
  const facts = await organisationFacts(ctx, readOnlyAccess(view.case.organisationId, view.organisationType));
  const answers = Object.fromEntries(
    annual.answers.flatMap(({ questionId, submitted }) =>
      submitted ? [[questionId, { ...submitted, notes: [] }]] : [],
    ),
  ) as AnswerMap;
  const footprint = footprintOf(facts, year, answers);
  return { year, total: footprint[footprint.headline].total, quality: footprint.dataQuality };
}

/** Whether the question is one of the sets the case was submitted with (a request names one). */
export async function isSubmittedQuestion(
  ctx: DataContext,
  caseId: number,
  questionId: number,
): Promise<boolean> {
  const sets = await submittedSets(ctx, await caseView(ctx.db, caseId));
  return sets.some(({ cached }) => cached.questions.has(questionId));
}

/**
 * A document the club attached to the case (a reply's, a finding's evidence); any other id is 404,
 * as an unknown one is, so the organisation's library cannot be probed through a case.
 */
export async function caseDocument(
  ctx: AppContext,
  programme: ProgrammeAccess,
  documentId: number,
): Promise<BinaryResult> {
  if (!(await repository.isCaseDocument(ctx.db, programme.caseId!, documentId)))
    throw notFound('Document not found', 'docId');
  return download(ctx, documentId, false);
}
