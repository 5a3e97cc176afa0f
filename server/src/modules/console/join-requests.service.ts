// Requests to join a facility (docs/programme-console.md#behaviour): the join-facility form stores
// them; staff see the queue, a facility's owner and admins their own facility's requests, and
// either approves (the person joins, with the access type chosen) or declines with a reason. The
// decision, the membership, the mail and (for staff) the audit entry are stored together.
import type { Schemas } from '@oncourse/openapi';
import type { AppContext, OrganisationAccess, ProgrammeAccess } from '../../core/context.ts';
import { AppError, notFound, unprocessable } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import { joinDecisionMail } from '../../mail/templates/join-decision-mail.ts';
import { presentJoinRequest } from './console.presenter.ts';
import * as repository from './join-requests.repository.ts';
import { pageWindow } from './paging.ts';
import { recordStaffAction } from './staff-actions.service.ts';

const FACILITY_REQUESTS_LISTED = 100;

/** Who decides: programme staff (audited) or the facility's own owner or admin (only its requests). */
export type Decider = { staff: ProgrammeAccess } | { facility: OrganisationAccess; userId: number };

export async function listQueue(
  ctx: AppContext,
  query: { status?: Schemas['JoinRequestStatus']; page?: number },
): Promise<Schemas['ConsoleJoinRequestPage']> {
  const window = pageWindow(query.page);
  const { rows, total } = await repository.listQueue(ctx.db, {
    status: query.status ?? 'pending',
    limit: window.limit,
    offset: window.offset,
  });
  return { requests: rows.map(presentJoinRequest), total, page: window.page, pageSize: window.pageSize };
}

export async function listForFacility(
  ctx: AppContext,
  facility: OrganisationAccess,
): Promise<Schemas['ConsoleJoinRequest'][]> {
  const rows = await repository.listForOrganisation(
    ctx.db,
    facility.organisationId,
    FACILITY_REQUESTS_LISTED,
  );
  return rows.map(presentJoinRequest);
}

/**
 * The request a decider may decide: 404 for an unknown id and, for a facility, for another
 * facility's request (the same answer, so ids cannot be probed); 422 INACTIVE_RESOURCE once decided.
 */
async function pendingRequest(ctx: AppContext, decider: Decider, requestId: number) {
  const row = await repository.findRequest(ctx.db, requestId);
  const theirs = 'staff' in decider || row?.organisationId === decider.facility.organisationId;
  if (!row || !theirs) throw notFound('Join request not found', 'requestId');
  if (row.status !== 'pending') throw alreadyDecided();
  return row;
}

const alreadyDecided = () =>
  unprocessable('This request has been decided already', 'requestId', 'INACTIVE_RESOURCE');

/** Records the decision, mails the person, and audits a staff decision; answers the request after it. */
async function decide(
  ctx: AppContext,
  decider: Decider,
  before: repository.JoinRequestRow,
  decision: Parameters<typeof repository.decide>[2],
  beforeMail: (tx: Executor) => Promise<void>,
): Promise<Schemas['ConsoleJoinRequest']> {
  return ctx.db.transaction(async (tx) => {
    if (!(await repository.decide(tx, before.id, decision))) throw alreadyDecided();
    await beforeMail(tx);
    await ctx.mailer.send(
      joinDecisionMail({
        to: before.email,
        lang: before.language,
        firstName: before.firstName,
        facility: before.organisationTitle ?? before.organisationName,
        declineReason: decision.declineReason,
        link: ctx.config.appUrl,
      }),
      tx,
    );
    const after = presentJoinRequest((await repository.findRequest(tx, before.id))!);
    if ('staff' in decider)
      await recordStaffAction(tx, decider.staff.userId, {
        kind: decision.status === 'approved' ? 'join-request.approve' : 'join-request.decline',
        subjectId: before.id,
        before: presentJoinRequest(before),
        after,
      });
    return after;
  });
}

const deciderId = (decider: Decider) => ('staff' in decider ? decider.staff.userId : decider.userId);

/**
 * Approves: the person becomes a joined member with the access type chosen. 422 when the request
 * names no facility on OnCourse (staff then ask the person which one), 409 DUPLICATED_VALUE when
 * they are a member already.
 */
export async function approve(
  ctx: AppContext,
  decider: Decider,
  requestId: number,
  body: Schemas['JoinRequestApproval'],
): Promise<Schemas['ConsoleJoinRequest']> {
  const request = await pendingRequest(ctx, decider, requestId);
  const organisationId = request.organisationId;
  if (organisationId === null) throw unprocessable('The request names no facility on OnCourse', 'requestId');
  return decide(
    ctx,
    decider,
    request,
    {
      status: 'approved',
      accessType: body.accessType,
      declineReason: null,
      decidedByUserId: deciderId(decider),
    },
    async (tx) => {
      const added = await repository.addMember(tx, {
        userId: request.userId,
        organisationId,
        accessType: body.accessType,
      });
      if (!added)
        throw new AppError(
          409,
          'DUPLICATED_VALUE',
          `${request.firstName} ${request.lastName} is a member of ${request.organisationTitle} already`.trim(),
          'requestId',
        );
    },
  );
}

/** Declines with a reason the person is e-mailed (a reason of spaces is none: 422). */
export async function decline(
  ctx: AppContext,
  decider: Decider,
  requestId: number,
  body: Schemas['JoinRequestDecline'],
): Promise<Schemas['ConsoleJoinRequest']> {
  const request = await pendingRequest(ctx, decider, requestId);
  const reason = body.reason.trim();
  if (reason === '') throw unprocessable('A reason is required', 'reason', 'REQUIRED_FIELD_MISSING');
  return decide(
    ctx,
    decider,
    request,
    { status: 'declined', accessType: null, declineReason: reason, decidedByUserId: deciderId(decider) },
    async () => {},
  );
}
