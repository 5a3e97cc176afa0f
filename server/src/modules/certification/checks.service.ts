// The desk-review checks staff read on a case (docs/certification.md#desk-review-checks): the
// service gathers the case's review period as the club's own pages read it and hands it to the
// engine, which owns every rule.
import {
  applicationGaps,
  assignmentRefusal,
  deskReviewChecks,
  siteHectares,
  type AnswerMap,
} from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { DataContext, ProgrammeAccess } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { readOnlyAccess } from '../../core/organisation-access.ts';
import {
  findYearAnswers,
  footprintOf,
  organisationFacts,
  reviewPeriod,
} from '../insights/insights.service.ts';
import { today } from '../../core/today.ts';
import { listVerifiers } from '../programme/programme.service.ts';
import { isLinkedToOrganisation } from '../team/index.ts';
import { readerLanguage } from '../translations/translations.service.ts';
import * as repository from './certification.repository.ts';

/** What a footprint says about its factors, the whole's and each line's, once each. */
const footprintNotes = (footprint: ReturnType<typeof footprintOf>) => [
  ...footprint.notes,
  ...footprint.lines.flatMap((line) => line.notes),
];

async function caseView(ctx: DataContext, programme: ProgrammeAccess) {
  const view = await repository.findCaseView(ctx.db, programme.caseId!);
  if (!view) throw notFound('Case not found', 'caseId');
  return view;
}

export async function caseChecks(
  ctx: DataContext,
  programme: ProgrammeAccess,
): Promise<Schemas['DeskReviewCheck'][]> {
  const view = await caseView(ctx, programme);
  const organisation = readOnlyAccess(view.case.organisationId, view.organisationType);
  const language = await readerLanguage(ctx.db, programme.userId);
  const [period, facts, requests] = await Promise.all([
    reviewPeriod(ctx, organisation, view.case.reviewYear, language),
    organisationFacts(ctx, organisation),
    repository.findRequests(ctx.db, view.case.id),
  ]);
  const replies = await repository.findReplies(
    ctx.db,
    requests.map((request) => request.id),
  );
  const annual = period.entries.find((entry) => entry.set.kind === 'ANNUAL_DATA');
  const yearAnswers = (annual?.answers ?? {}) as AnswerMap;
  const practiceAnswers = Object.assign(
    {},
    ...period.entries.filter((entry) => entry !== annual).map((entry) => entry.answers),
  ) as AnswerMap;
  const lastYear =
    period.year === null
      ? null
      : await findYearAnswers(ctx, organisation, period.year - 1, language, { notes: false });
  const footprint = period.year === null ? null : footprintOf(facts, period.year, yearAnswers);
  return deskReviewChecks({
    gaps: applicationGaps({
      sections: period.readiness.sections,
      year: period.year,
      footprintFinal: period.footprintFinal,
    }),
    year:
      period.year === null || !annual
        ? null
        : {
            set: annual.set,
            answers: yearAnswers,
            lastYear: lastYear?.answers ?? null,
            unitSystem: facts.measurementUnit,
            siteHectares: siteHectares(practiceAnswers, facts.measurementUnit),
          },
    footprintNotes: footprint === null ? [] : footprintNotes(footprint),
    ...(footprint === null ? {} : { footprint }),
    evidenceRequests: requests
      .filter((request) => request.kind === 'evidence')
      .map((request) => ({
        questionId: request.questionId,
        text: request.text,
        documented: replies.some((reply) => reply.requestId === request.id && reply.documentId !== null),
      })),
  });
}

/**
 * Every verifier with the engine's reason they may not be assigned this case, so staff are offered
 * only those who may and see why the others are not (docs/certification.md#access).
 */
export async function verifierOptions(
  ctx: DataContext,
  programme: ProgrammeAccess,
): Promise<Schemas['VerifierOption'][]> {
  const view = await caseView(ctx, programme);
  const on = today();
  const verifiers = await listVerifiers(ctx);
  return Promise.all(
    verifiers.map(async (verifier) => ({
      verifier,
      refusal: assignmentRefusal({
        accreditedUntil: verifier.accreditedUntil,
        today: on,
        memberOfOrganisation: await isLinkedToOrganisation(ctx.db, verifier.userId, view.case.organisationId),
      }),
    })),
  );
}
