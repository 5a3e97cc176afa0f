import { defineHandlers, requireOrganisation, requireUserId } from '../../http/handlers.ts';
import { annualDataYears } from './annual-years.ts';
import * as answers from './answers.service.ts';
import * as history from './history.service.ts';
import * as notes from './notes.service.ts';
import * as reviewProgress from './progress.service.ts';
import * as questionSets from './question-sets.service.ts';

/**
 * Reviews and annual data (docs/reviews.md#calls). The wiring has checked the `reviews` activity in the
 * organisation of the path or query (x-activity, x-access) before any of these runs.
 */
export const reviewsHandlers = defineHandlers({
  getQuestionSet: (req, ctx) =>
    questionSets.getQuestionSet(ctx, requireOrganisation(req), req.params.setId, req.query.code),
  getBestPracticeQuestions: (req, ctx) =>
    questionSets.getBestPracticeQuestions(
      ctx,
      requireOrganisation(req),
      req.params.bestPracticeId,
      req.params.lang,
    ),
  getBestPracticeQuestionsBySlug: (req, ctx) =>
    questionSets.getBestPracticeQuestionsBySlug(
      ctx,
      requireOrganisation(req),
      req.params.slug,
      req.params.lang,
    ),
  getAnnualDataQuestions: (req, ctx) =>
    questionSets.getAnnualDataQuestions(ctx, requireOrganisation(req), req.query.code),
  getReviewReferenceData: (req, ctx) =>
    questionSets.referenceData(ctx, requireOrganisation(req), req.query.languageId),
  getReviewIcon: (req, ctx) => questionSets.icon(ctx, req.params.id),

  getAnswerSet: (req, ctx) =>
    answers.getAnswerSet(ctx, requireOrganisation(req), req.params.questionId, req.query.year ?? null),
  getAnnualDataAnswerSet: (req, ctx) =>
    answers.getAnnualDataAnswerSet(ctx, requireOrganisation(req), req.params.year),
  getAnswerSetsBySlugs: (req, ctx) => answers.getAnswerSetsBySlugs(ctx, requireOrganisation(req), req.body),
  getBestPracticeAnswerSets: (req, ctx) =>
    answers.getBestPracticeAnswerSets(ctx, requireOrganisation(req), req.params.bestPracticeId),
  createAnswerSet: (req, ctx) =>
    answers.createAnswerSet(ctx, requireOrganisation(req), req.params.questionId, req.body.year ?? null),
  updateAnswers: (req, ctx) =>
    answers.updateAnswers(ctx, requireOrganisation(req), req.params.answerSetId, req.body, {
      userId: requireUserId(req),
      client: req.client,
    }),

  getAnswerSetHistory: (req, ctx) =>
    history.answerSetHistory(ctx, requireOrganisation(req), req.params.answerSetId, req.query),
  getAnswerHistory: (req, ctx) =>
    history.answerHistory(ctx, requireOrganisation(req), req.params.answerSetId, req.params.questionId),
  getLatestAnswerChanges: (req, ctx) =>
    history.latestAnswerChanges(ctx, requireOrganisation(req), req.params.answerSetId, req.query.sectionId),

  createNote: (req, ctx) =>
    notes.createNote(ctx, requireOrganisation(req), requireUserId(req), req.params.id, req.body),
  updateNote: (req, ctx) =>
    notes.updateNote(
      ctx,
      requireOrganisation(req),
      { answerSetId: req.params.id, questionId: req.params.qId, noteId: req.params.noteId },
      req.body,
    ),
  deleteNote: (req, ctx) =>
    notes.deleteNote(ctx, requireOrganisation(req), {
      answerSetId: req.params.id,
      questionId: req.params.qId,
      noteId: req.params.noteId,
    }),

  getFacilityAnnualDataYears: async () => annualDataYears(),
  getTournamentAnnualDataYears: async () => annualDataYears(),
  getAnnualDataYears: (req, ctx) => reviewProgress.annualYears(ctx, requireOrganisation(req), req.userId),
  addAnnualDataYear: (req, ctx) => reviewProgress.addYear(ctx, requireOrganisation(req), req.body.year),
  getReviewLinks: (req, ctx) => reviewProgress.links(ctx, requireOrganisation(req), req.userId),
  getReviewProgress: (req, ctx) =>
    reviewProgress.bestPracticeCards(ctx, requireOrganisation(req), req.userId),
});
