import type { Schemas } from '@oncourse/openapi';
import { need } from '../api/need';
import type { AppServices } from '../services';

export type CaseSummary = Schemas['CertificationCaseSummary'];
export type CertificationCase = Schemas['CertificationCase'];
export type Submission = Schemas['CertificationSubmission'];

/** /programme/my-cases: the cases assigned to the signed-in verifier (docs/certification.md#the-verifiers-pages). */
export function loadMyCases({ api }: AppServices): Promise<CaseSummary[]> {
  return need(api.GET('/api/certification/verifier/cases'));
}

export interface VerifierCaseData {
  case: CertificationCase;
  submission: Submission;
}

/** The verifier's case page: the case and its answers as submitted; another verifier's case is not found. */
export async function loadVerifierCase({ api }: AppServices, caseId: number): Promise<VerifierCaseData> {
  const path = { params: { path: { caseId } } };
  const [found, submission] = await Promise.all([
    need(api.GET('/api/certification/cases/{caseId}', path)),
    need(api.GET('/api/certification/cases/{caseId}/submission', path)),
  ]);
  return { case: found, submission };
}
