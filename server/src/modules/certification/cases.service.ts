// Reading certification cases and applying for one (docs/certification.md#applying). The wiring
// has checked the caller's organisation activity or programme role before any of these runs.
import { applicationGaps, carriedPoints, type CaseActor } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { AppContext, DataContext, OrganisationAccess, ProgrammeAccess } from '../../core/context.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { requireInOrganisation } from '../access/ownership.service.ts';
import { reviewPeriod } from '../insights/insights.service.ts';
import { certifiedProfileLinks } from '../public-profile/public-profile.service.ts';
import { DetailedError } from '../reviews/answer-errors.ts';
import * as repository from './certification.repository.ts';
import { presentCase, presentCaseSummary } from './certification.presenter.ts';

export const QUEUE_PAGE_SIZE = 50;

/** 409 TRANSITION_NOT_ALLOWED: the step is not possible in the case's state (or, to apply, while one is under way). */
export const transitionNotAllowed = (message: string) => new AppError(409, 'TRANSITION_NOT_ALLOWED', message);

/** What reading a case needs: the database, and the server's address for the public profile's links. */
export type CaseReadContext = DataContext & { config: Pick<AppContext['config'], 'appUrl'> };

/** The case as `actor` reads it; staff alone see internal notes. Null actor: reads, may do nothing. */
export async function caseFor(
  ctx: CaseReadContext,
  caseId: number,
  actor: CaseActor | null,
  withInternal: boolean,
) {
  const { db } = ctx;
  const view = await repository.findCaseView(db, caseId);
  if (!view) throw notFound('Case not found', 'caseId');
  const [events, requests, findings, publicProfile] = await Promise.all([
    repository.findEvents(db, caseId, withInternal),
    repository.findRequests(db, caseId),
    repository.findFindings(db, caseId),
    certifiedProfileLinks(ctx, view.case.organisationId),
  ]);
  const replies = await repository.findReplies(
    db,
    requests.map((request) => request.id),
  );
  return presentCase({ view, events, requests, replies, findings, publicProfile }, actor);
}

/** The club acts only where its access type may change the organisation (owner and admins). */
const clubActor = (organisation: OrganisationAccess): CaseActor | null =>
  !organisation.readOnly && organisation.activities.includes('change-organisation-details') ? 'club' : null;

export async function organisationCases(
  ctx: DataContext,
  organisation: OrganisationAccess,
): Promise<Schemas['CertificationCaseSummary'][]> {
  return (await repository.listOrganisationCases(ctx.db, organisation.organisationId)).map(
    presentCaseSummary,
  );
}

export async function organisationCase(
  ctx: CaseReadContext,
  organisation: OrganisationAccess,
  caseId: number,
): Promise<Schemas['CertificationCase']> {
  await requireInOrganisation(ctx.db, organisation, 'certificationCase', caseId, 'caseId');
  return caseFor(ctx, caseId, clubActor(organisation), false);
}

/** A case as staff (with internal notes) or its assigned verifier reads it. */
export async function programmeCase(
  ctx: CaseReadContext,
  programme: ProgrammeAccess,
): Promise<Schemas['CertificationCase']> {
  const actor = programme.actor === 'staff' ? 'staff' : 'verifier';
  return caseFor(ctx, programme.caseId!, actor, actor === 'staff');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The staff queue (docs/certification.md#calls): cases under way unless a state is named, the one
 * waiting longest since its last change first; `waitingMoreThanDays` keeps cases not changed for
 * more than that many whole days.
 */
export async function queue(
  ctx: DataContext,
  query: {
    state?: Schemas['CertificationState'];
    verifierId?: number;
    countryCode?: string;
    waitingMoreThanDays?: number;
    page?: number;
  },
): Promise<Schemas['CertificationQueuePage']> {
  const { waitingMoreThanDays, page = 1, ...filter } = query;
  const changedBefore =
    waitingMoreThanDays === undefined ? undefined : new Date(Date.now() - waitingMoreThanDays * DAY_MS);
  const { rows, total } = await repository.listQueue(ctx.db, {
    ...filter,
    ...(changedBefore ? { changedBefore } : {}),
    page,
    pageSize: QUEUE_PAGE_SIZE,
  });
  return { cases: rows.map(presentCaseSummary), total, page, pageSize: QUEUE_PAGE_SIZE };
}

export async function verifierCases(
  ctx: DataContext,
  programme: ProgrammeAccess,
): Promise<Schemas['CertificationCaseSummary'][]> {
  return (await repository.listVerifierCases(ctx.db, programme.verifierId!)).map(presentCaseSummary);
}

/**
 * Applies for certification (docs/certification.md#applying): refused with 422 and the list of
 * gaps while a required question is not complete or the year's footprint is not final, with 409
 * while a case is under way. Freezes each answer set's version, and a renewal brings back the
 * continual improvement points of the case it renews.
 */
export async function apply(
  ctx: CaseReadContext,
  organisation: OrganisationAccess,
  userId: number,
  body: Schemas['CertificationApplication'],
): Promise<Schemas['CertificationCase']> {
  if (await repository.findOpenCase(ctx.db, organisation.organisationId))
    throw transitionNotAllowed('A certification case of this organisation is under way');
  const period = await reviewPeriod(ctx, organisation, body.year);
  const gaps = applicationGaps({
    sections: period.readiness.sections,
    year: period.year,
    footprintFinal: period.footprintFinal,
  });
  if (gaps.length > 0) {
    throw new DetailedError(
      422,
      'UNPROCESSABLE_ENTITY',
      `The application is not complete: ${gaps.length === 1 ? 'one thing is' : `${gaps.length} things are`} missing`,
      'year',
      { gaps: gaps.map(presentGap) },
    );
  }
  const renewed = await repository.findLastCertifiedCase(ctx.db, organisation.organisationId);
  const caseId = await ctx.db.transaction(async (tx) => {
    const created = await repository.insertCase(tx, {
      organisationId: organisation.organisationId,
      state: 'desk-review',
      reviewYear: period.year!,
      submitted: period.headers.map((header) => ({
        answerSetId: header.id,
        questionSetId: header.questionSetId,
        year: header.year,
        version: header.version,
      })),
      renewsCaseId: renewed?.id ?? null,
    });
    // Two applications at once: the unique index lets one in.
    if (!created) throw transitionNotAllowed('A certification case of this organisation is under way');
    await repository.insertEvent(tx, {
      caseId: created.id,
      action: 'apply',
      fromState: null,
      toState: 'desk-review',
      actorUserId: userId,
    });
    if (renewed) {
      const carried = carriedPoints(await repository.findFindings(tx, renewed.id));
      await repository.insertFindings(
        tx,
        carried.map((finding) => ({
          caseId: created.id,
          questionSetId: finding.questionSetId,
          kind: finding.kind,
          text: finding.text,
          dueDate: finding.dueDate,
          carriesFindingId: finding.id,
        })),
      );
    }
    return created.id;
  });
  return caseFor(ctx, caseId, clubActor(organisation), false);
}

function presentGap(
  gap: ReturnType<typeof applicationGaps>[number],
): Schemas['ApplicationGaps']['gaps'][number] {
  return gap.kind === 'footprint-not-final' ? { kind: gap.kind, year: gap.year } : gap;
}
