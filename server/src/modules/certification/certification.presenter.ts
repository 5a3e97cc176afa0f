// Certification rows → the contract's shapes (docs/certification.md#what-is-stored).
import { availableActions, type CaseActor } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';
import type * as repository from './certification.repository.ts';

type CaseView = NonNullable<Awaited<ReturnType<typeof repository.findCaseView>>>;
type EventRow = Awaited<ReturnType<typeof repository.findEvents>>[number];
type RequestRow = Awaited<ReturnType<typeof repository.findRequests>>[number];
type ReplyRow = Awaited<ReturnType<typeof repository.findReplies>>[number];

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());

export function presentCaseSummary(row: repository.CaseSummaryRow): Schemas['CertificationCaseSummary'] {
  return {
    ...row,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * The whole case as one reader sees it, with what `actor` may do now by the engine's table (none
 * when the reader only reads: a club member without the right to act, for instance).
 */
export function presentCase(
  parts: {
    view: CaseView;
    events: readonly EventRow[];
    requests: readonly RequestRow[];
    replies: readonly ReplyRow[];
    findings: readonly repository.FindingRow[];
    publicProfile: Schemas['CertificationCase']['publicProfile'];
  },
  actor: CaseActor | null,
): Schemas['CertificationCase'] {
  const { view, events, requests, replies, findings, publicProfile } = parts;
  const row = view.case;
  return {
    id: row.id,
    organisationId: row.organisationId,
    organisationTitle: view.organisationTitle,
    organisationType: view.organisationType,
    state: row.state,
    version: row.version,
    reviewYear: row.reviewYear,
    renewsCaseId: row.renewsCaseId,
    submitted: row.submitted,
    verifier:
      row.verifierId === null
        ? null
        : { id: row.verifierId, name: view.verifierName ?? '', company: view.verifierCompany ?? '' },
    visit:
      row.visitDate === null || row.visitMode === null ? null : { date: row.visitDate, mode: row.visitMode },
    recommendation: row.recommendation,
    decision:
      row.decidedAt === null
        ? null
        : {
            outcome: row.state === 'certified' ? 'certified' : 'not-certified',
            decidedAt: iso(row.decidedAt),
            validUntil: row.validUntil,
            reasons: row.reasons,
            certificateCode: row.certificateCode,
          },
    events: events.map((event) => ({ ...event, at: iso(event.at) })),
    requests: requests.map((request) => ({
      id: request.id,
      questionId: request.questionId,
      kind: request.kind,
      text: request.text,
      openedAt: iso(request.createdAt),
      closedAt: isoOrNull(request.closedAt),
      replies: replies
        .filter((reply) => reply.requestId === request.id)
        .map(({ requestId: _requestId, at, ...reply }) => ({ ...reply, at: iso(at) })),
    })),
    findings: findings.map((finding) => ({
      id: finding.id,
      questionSetId: finding.questionSetId,
      kind: finding.kind,
      text: finding.text,
      dueDate: finding.dueDate,
      carriesFindingId: finding.carriesFindingId,
      closedAt: isoOrNull(finding.closedAt),
      closingComment: finding.closingComment,
      evidenceDocumentId: finding.evidenceDocumentId,
    })),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    publicProfile,
    actions: actor === null ? [] : availableActions(row.state, actor),
  };
}
