import { defineHandlers, requireOrganisation, requireProgramme, requireUserId } from '../../http/handlers.ts';
import * as cases from './cases.service.ts';
import * as certificates from './certificate.service.ts';
import * as checks from './checks.service.ts';
import * as steps from './steps.service.ts';
import * as submission from './submission.service.ts';

/**
 * The certification case (docs/certification.md). The wiring has checked the club's activity
 * (x-activity) or the caller's programme role (x-programme-role) before any of these runs.
 */
export const certificationHandlers = defineHandlers({
  listOrganisationCertificationCases: (req, ctx) => cases.organisationCases(ctx, requireOrganisation(req)),
  applyForCertification: (req, ctx) =>
    cases.apply(ctx, requireOrganisation(req), requireUserId(req), req.body),
  getOrganisationCertificationCase: (req, ctx) =>
    cases.organisationCase(ctx, requireOrganisation(req), req.params.caseId),
  resubmitCertificationCase: (req, ctx) =>
    steps.clubMove(
      ctx,
      requireOrganisation(req),
      requireUserId(req),
      req.params.caseId,
      'resubmit',
      req.body,
    ),
  withdrawCertificationCase: (req, ctx) =>
    steps.clubMove(
      ctx,
      requireOrganisation(req),
      requireUserId(req),
      req.params.caseId,
      'withdraw',
      req.body,
    ),
  replyToCertificationRequest: (req, ctx) =>
    steps.clubReply(ctx, requireOrganisation(req), requireUserId(req), req.params, req.body),
  downloadOrganisationCertificate: (req, ctx) =>
    certificates.organisationCertificate(
      ctx,
      requireOrganisation(req),
      req.params.caseId,
      requireUserId(req),
    ),
  closeCertificationFinding: (req, ctx) =>
    steps.closeFinding(ctx, requireOrganisation(req), requireUserId(req), req.params, req.body),

  listCertificationQueue: (req, ctx) => cases.queue(ctx, req.query),
  getCertificationCase: (req, ctx) => cases.programmeCase(ctx, requireProgramme(req)),
  downloadCertificationCertificate: (req, ctx) =>
    certificates.programmeCertificate(ctx, requireProgramme(req)),
  getCertificationCaseChecks: (req, ctx) => checks.caseChecks(ctx, requireProgramme(req)),
  listCaseVerifierOptions: (req, ctx) => checks.verifierOptions(ctx, requireProgramme(req)),
  addCertificationNote: (req, ctx) => steps.addNote(ctx, requireProgramme(req), req.body),
  returnCertificationCase: (req, ctx) => steps.returnCase(ctx, requireProgramme(req), req.body),
  assignCertificationVerifier: (req, ctx) => steps.assign(ctx, requireProgramme(req), req.body),
  decideCertificationCase: (req, ctx) => steps.decide(ctx, requireProgramme(req), req.body),
  getCertificationSubmission: (req, ctx) => submission.submission(ctx, requireProgramme(req)),
  downloadCertificationDocument: (req, ctx) =>
    submission.caseDocument(ctx, requireProgramme(req), req.params.docId),
  listVerifierCases: (req, ctx) => cases.verifierCases(ctx, requireProgramme(req)),
  openCertificationRequest: (req, ctx) => steps.openRequest(ctx, requireProgramme(req), req.body),
  addVerifierReply: (req, ctx) =>
    steps.verifierReply(ctx, requireProgramme(req), req.params.requestId, req.body),
  closeCertificationRequest: (req, ctx) =>
    steps.closeRequest(ctx, requireProgramme(req), req.params.requestId),
  recordCertificationVisit: (req, ctx) => steps.recordVisit(ctx, requireProgramme(req), req.body),
  submitCertificationReport: (req, ctx) => steps.report(ctx, requireProgramme(req), req.body),
});
