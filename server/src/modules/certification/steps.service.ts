// Every step of a certification case after applying (docs/certification.md#the-states): each asks
// the engine's one table whether the case's state allows it for this party, under a row lock, so
// a refused step changes nothing and two steps on one case run one after the other.
import {
  assignmentRefusal,
  findingProblems,
  openImmediatePoints,
  transition,
  validUntil,
  type CaseAction,
  type CaseActor,
} from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type { OrganisationAccess, ProgrammeAccess } from '../../core/context.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../core/errors.ts';
import { today } from '../../core/today.ts';
import type { Executor } from '../../db/client.ts';
import type { CertificationTopic } from '../../db/schema/index.ts';
import { requireInOrganisation } from '../access/ownership.service.ts';
import { setCertification } from '../organisations/index.ts';
import { ensurePublicProfile } from '../public-profile/public-profile.service.ts';
import { findVerifier } from '../programme/index.ts';
import { isLinkedToOrganisation } from '../team/index.ts';
import { sendCaseMessage, type MessageContext } from './case-messages.service.ts';
import { caseFor, transitionNotAllowed } from './cases.service.ts';
import * as repository from './certification.repository.ts';
import { newCertificateCode } from './certificate-code.ts';
import { isSubmittedQuestion } from './submission.service.ts';

type CaseChanges = Parameters<typeof repository.updateCase>[2];

interface Step {
  caseId: number;
  action: CaseAction;
  actor: CaseActor;
  userId: number;
  /** The case's version the caller read: given for every change of state, and then bumped. */
  version?: number;
  /** Recorded on the timeline (changes of state, assigning, the visit). */
  event?: { comment?: string | null; internal?: boolean };
  /** Whom the step needs next (docs/certification.md#messages-and-reminders); a step of `work` may choose. */
  topic?: CertificationTopic;
}

/**
 * Runs one step: 404 for a case that is gone, 409 VERSION_CONFLICT when `version` is stale, 409
 * TRANSITION_NOT_ALLOWED when the state does not allow the action, then the step's own work
 * (which throws 422 for its rules) and the case's new state, all in one transaction.
 */
async function runStep(
  ctx: MessageContext,
  step: Step,
  work?: (tx: Executor, row: repository.CaseRow) => Promise<CaseChanges | void>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await repository.lockCase(tx, step.caseId);
    if (!row) throw notFound('Case not found', 'caseId');
    if (step.version !== undefined && step.version !== row.version) {
      throw new AppError(
        409,
        'VERSION_CONFLICT',
        'Someone else changed this case; reload it and try again',
        'version',
      );
    }
    const outcome = transition(row.state, step.action, step.actor);
    if (!outcome.allowed) {
      if (outcome.reason === 'actor') throw forbidden(`You may not ${step.action} this case`);
      throw transitionNotAllowed(`A case in ${row.state} does not allow ${step.action}`);
    }
    const changes = (await work?.(tx, row)) ?? {};
    const moved = step.version !== undefined;
    if (moved || Object.keys(changes).length > 0) {
      await repository.updateCase(tx, row.id, {
        ...changes,
        state: outcome.to,
        ...(moved ? { version: row.version + 1 } : {}),
      });
    }
    if (step.event) {
      await repository.insertEvent(tx, {
        caseId: row.id,
        action: step.action,
        fromState: row.state,
        toState: outcome.to,
        actorUserId: step.userId,
        comment: step.event.comment ?? null,
        internal: step.event.internal ?? false,
      });
    }
    if (step.topic) await sendCaseMessage(ctx, tx, row.id, step.topic);
  });
}

// ---------------------------------------------------------------- the club

/**
 * A step of the club's: another organisation's case, and a document that is not the club's own,
 * are 404 before anything else is judged, as unknown ids are.
 */
async function clubStep(
  ctx: MessageContext,
  organisation: OrganisationAccess,
  step: Omit<Step, 'actor'> & { documentId?: number | null },
  work?: Parameters<typeof runStep>[2],
): Promise<Schemas['CertificationCase']> {
  await requireInOrganisation(ctx.db, organisation, 'certificationCase', step.caseId, 'caseId');
  if (step.documentId !== null && step.documentId !== undefined)
    await requireInOrganisation(ctx.db, organisation, 'document', step.documentId, 'documentId');
  await runStep(ctx, { ...step, actor: 'club' }, work);
  return caseFor(ctx, step.caseId, 'club', false);
}

/** Resubmit or withdraw: a change of state with the club's comment. */
export function clubMove(
  ctx: MessageContext,
  organisation: OrganisationAccess,
  userId: number,
  caseId: number,
  action: 'resubmit' | 'withdraw',
  body: Schemas['CertificationStep'],
) {
  return clubStep(ctx, organisation, {
    caseId,
    action,
    userId,
    version: body.version,
    event: { comment: body.comment },
  });
}

async function openRequestOf(tx: Executor, caseId: number, requestId: number) {
  const request = await repository.findRequest(tx, caseId, requestId);
  if (!request) throw notFound('Request not found', 'requestId');
  if (request.closedAt !== null) throw unprocessable('This request is closed', 'requestId');
  return request;
}

export function clubReply(
  ctx: MessageContext,
  organisation: OrganisationAccess,
  userId: number,
  ids: { caseId: number; requestId: number },
  body: Schemas['CertificationReplyInput'],
): Promise<Schemas['CertificationCase']> {
  const documentId = body.documentId ?? null;
  const step = {
    caseId: ids.caseId,
    action: 'reply' as const,
    userId,
    documentId,
    topic: 'club-replied' as const,
  };
  return clubStep(ctx, organisation, step, async (tx) => {
    await openRequestOf(tx, ids.caseId, ids.requestId);
    await repository.insertReply(tx, {
      requestId: ids.requestId,
      authorUserId: userId,
      byVerifier: false,
      text: body.text,
      documentId,
    });
  });
}

/** Closes an improvement point with a comment and a document of the club's library as evidence. */
export function closeFinding(
  ctx: MessageContext,
  organisation: OrganisationAccess,
  userId: number,
  ids: { caseId: number; findingId: number },
  body: Schemas['CertificationFindingClosure'],
): Promise<Schemas['CertificationCase']> {
  const step = { caseId: ids.caseId, action: 'close-finding' as const, userId, documentId: body.documentId };
  return clubStep(ctx, organisation, step, async (tx) => {
    const finding = await repository.findFinding(tx, ids.caseId, ids.findingId);
    if (!finding) throw notFound('Improvement point not found', 'findingId');
    if (finding.closedAt !== null)
      throw unprocessable('This improvement point is closed already', 'findingId');
    await repository.closeFinding(tx, finding.id, {
      closedByUserId: userId,
      closingComment: body.comment,
      evidenceDocumentId: body.documentId,
    });
  });
}

// ---------------------------------------------------------------- staff and the verifier

async function programmeStep(
  ctx: MessageContext,
  programme: ProgrammeAccess,
  step: Omit<Step, 'actor' | 'caseId' | 'userId'>,
  work?: Parameters<typeof runStep>[2],
): Promise<Schemas['CertificationCase']> {
  const actor = programme.actor === 'staff' ? 'staff' : 'verifier';
  const caseId = programme.caseId!;
  await runStep(ctx, { ...step, caseId, actor, userId: programme.userId }, work);
  return caseFor(ctx, caseId, actor, actor === 'staff');
}

/**
 * An internal note on the timeline (docs/certification.md#access): staff only, in any state, and
 * no step: the case's state, version and waiting time stay as they are.
 */
export async function addNote(
  ctx: MessageContext,
  programme: ProgrammeAccess,
  body: Schemas['CertificationNoteInput'],
): Promise<Schemas['CertificationCase']> {
  const caseId = programme.caseId!;
  const view = await repository.findCaseView(ctx.db, caseId);
  if (!view) throw notFound('Case not found', 'caseId');
  await repository.insertEvent(ctx.db, {
    caseId,
    action: 'note',
    fromState: view.case.state,
    toState: view.case.state,
    actorUserId: programme.userId,
    comment: body.text,
    internal: true,
  });
  return caseFor(ctx, caseId, 'staff', true);
}

export function returnCase(
  ctx: MessageContext,
  programme: ProgrammeAccess,
  body: Schemas['CertificationReturn'],
) {
  return programmeStep(ctx, programme, {
    action: 'return',
    version: body.version,
    topic: 'returned',
    event: { comment: body.comment },
  });
}

/**
 * Assigns a verifier (docs/certification.md#access): 404 for an unknown verifier, 422 for one whose
 * accreditation has run out or who is linked to the organisation (impartiality).
 */
export function assign(
  ctx: MessageContext,
  programme: ProgrammeAccess,
  body: Schemas['CertificationAssignment'],
) {
  return programmeStep(
    ctx,
    programme,
    { action: 'assign', version: body.version, event: { comment: body.comment }, topic: 'assigned' },
    async (tx, row) => {
      const verifier = await findVerifier(tx, body.verifierId);
      if (!verifier) throw notFound('Verifier not found', 'verifierId');
      const refusal = assignmentRefusal({
        accreditedUntil: verifier.accreditedUntil,
        today: today(),
        memberOfOrganisation: await isLinkedToOrganisation(tx, verifier.userId, row.organisationId),
      });
      if (refusal === 'accreditation-expired')
        throw unprocessable("This verifier's accreditation has run out", 'verifierId');
      if (refusal === 'member-of-organisation')
        throw unprocessable(
          'This verifier is a member of the organisation and cannot verify it',
          'verifierId',
        );
      return { verifierId: verifier.id };
    },
  );
}

/**
 * The decision (docs/certification.md#deciding): certified, refused with 422 while an immediate
 * point is open, valid three years and set on the organisation; or not certified, with reasons.
 */
export function decide(
  ctx: MessageContext,
  programme: ProgrammeAccess,
  body: Schemas['CertificationDecisionInput'],
) {
  const certify = body.outcome === 'certified';
  return programmeStep(
    ctx,
    programme,
    {
      action: certify ? 'certify' : 'refuse',
      version: body.version,
      event: { comment: body.comment ?? body.reasons },
      topic: certify ? 'certified' : 'not-certified',
    },
    async (tx, row) => {
      const decidedAt = new Date();
      if (!certify) {
        if (!body.reasons?.trim()) throw unprocessable('Say why the case is not certified', 'reasons');
        return { decidedAt, reasons: body.reasons };
      }
      const open = openImmediatePoints(await repository.findFindings(tx, row.id));
      if (open.length > 0) {
        throw unprocessable(
          `${open.length === 1 ? 'An immediate improvement point is' : `${open.length} immediate improvement points are`} still open`,
          'outcome',
        );
      }
      const until = validUntil(today(decidedAt));
      await setCertification(tx, row.organisationId, until);
      await ensurePublicProfile(tx, row.organisationId);
      return {
        decidedAt,
        validUntil: until,
        reasons: body.reasons ?? null,
        certificateCode: newCertificateCode(),
      };
    },
  );
}

export async function openRequest(
  ctx: MessageContext,
  programme: ProgrammeAccess,
  body: Schemas['CertificationRequestInput'],
) {
  // The snapshot never changes after applying, so the question is checked before the case is locked.
  if (!(await isSubmittedQuestion(ctx, programme.caseId!, body.questionId)))
    throw unprocessable('Not a question of this submission', 'questionId');
  return programmeStep(
    ctx,
    programme,
    { action: 'open-request', topic: 'request-opened' },
    async (tx, row) => {
      await repository.insertRequest(tx, {
        caseId: row.id,
        questionId: body.questionId,
        kind: body.kind,
        text: body.text,
        openedByUserId: programme.userId,
      });
    },
  );
}

export function verifierReply(
  ctx: MessageContext,
  programme: ProgrammeAccess,
  requestId: number,
  body: Schemas['CertificationVerifierReply'],
) {
  return programmeStep(ctx, programme, { action: 'reply', topic: 'verifier-replied' }, async (tx, row) => {
    await openRequestOf(tx, row.id, requestId);
    await repository.insertReply(tx, {
      requestId,
      authorUserId: programme.userId,
      byVerifier: true,
      text: body.text,
      documentId: null,
    });
  });
}

export function closeRequest(ctx: MessageContext, programme: ProgrammeAccess, requestId: number) {
  return programmeStep(ctx, programme, { action: 'close-request' }, async (tx, row) => {
    await openRequestOf(tx, row.id, requestId);
    await repository.closeRequest(tx, requestId);
  });
}

export function recordVisit(
  ctx: MessageContext,
  programme: ProgrammeAccess,
  body: Schemas['CertificationVisit'],
) {
  return programmeStep(ctx, programme, { action: 'record-visit', event: {} }, async () => ({
    visitDate: body.date,
    visitMode: body.mode,
  }));
}

/**
 * The verifier's report (docs/certification.md#the-states): after the visit (422 before), each
 * finding on a question set of the submission (422 otherwise), a continual point with its due date.
 */
export function report(
  ctx: MessageContext,
  programme: ProgrammeAccess,
  body: Schemas['CertificationReport'],
) {
  return programmeStep(
    ctx,
    programme,
    { action: 'report', version: body.version, event: { comment: body.comment }, topic: 'report-ready' },
    async (tx, row) => {
      if (row.visitDate === null) throw unprocessable('Record the visit before the report', 'version');
      // Tournaments have no best-practice reviews: their findings name the annual-data set.
      const practices = new Set(row.submitted.map((set) => set.questionSetId));
      body.findings.forEach((finding, index) => {
        if (!practices.has(finding.questionSetId))
          throw unprocessable('Not a question set of this submission', `findings.${index}.questionSetId`);
        const problems = findingProblems(finding);
        if (problems.includes('text-required'))
          throw unprocessable('Say what was found', `findings.${index}.text`);
        if (problems.includes('due-date-required'))
          throw unprocessable('A continual improvement point needs a due date', `findings.${index}.dueDate`);
      });
      await repository.insertFindings(
        tx,
        body.findings.map((finding) => ({
          caseId: row.id,
          questionSetId: finding.questionSetId,
          kind: finding.kind,
          text: finding.text,
          dueDate: finding.dueDate ?? null,
        })),
      );
      return { recommendation: body.recommendation };
    },
  );
}
