import type { Schemas } from '@oncourse/openapi';
import { need } from '../../api/need';
import type { AppServices } from '../../services';

export type CaseView = Schemas['CertificationCase'];
export type DeskReviewCheck = Schemas['DeskReviewCheck'];
export type VerifierOption = Schemas['VerifierOption'];

export interface StaffCase {
  case: CaseView;
  checks: DeskReviewCheck[];
  verifierOptions: VerifierOption[];
  /** The answers as submitted, set by set, each set named in the reader's language. */
  submission: Schemas['CertificationSubmission'];
}

/**
 * A case as staff read it, its desk-review checks, who may be assigned it and its answers as
 * submitted, all at once.
 */
export async function loadStaffCase(services: AppServices, caseId: number): Promise<StaffCase> {
  const path = { params: { path: { caseId } } };
  const [found, checks, verifierOptions, submission] = await Promise.all([
    need(services.api.GET('/api/certification/cases/{caseId}', path)),
    need(services.api.GET('/api/certification/cases/{caseId}/checks', path)),
    need(services.api.GET('/api/certification/cases/{caseId}/verifier-options', path)),
    need(services.api.GET('/api/certification/cases/{caseId}/submission', path)),
  ]);
  return { case: found, checks, verifierOptions, submission };
}
