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
}

/** A case as staff read it, its desk-review checks and who may be assigned it, all at once. */
export async function loadStaffCase(services: AppServices, caseId: number): Promise<StaffCase> {
  const path = { params: { path: { caseId } } };
  const [found, checks, verifierOptions] = await Promise.all([
    need(services.api.GET('/api/certification/cases/{caseId}', path)),
    need(services.api.GET('/api/certification/cases/{caseId}/checks', path)),
    need(services.api.GET('/api/certification/cases/{caseId}/verifier-options', path)),
  ]);
  return { case: found, checks, verifierOptions };
}
