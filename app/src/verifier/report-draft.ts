import { findingProblems, type FindingKind } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';

/** A finding as the report form holds it while the verifier writes it. */
export interface FindingDraft {
  /** Keys the row in the list, so removing one keeps the others' inputs. */
  key: number;
  questionSetId: number;
  kind: FindingKind;
  text: string;
  dueDate: string;
}

export interface ReportDraft {
  findings: FindingDraft[];
  recommendation: Schemas['CertificationReport']['recommendation'] | null;
  comment: string;
}

/** The message keys of what keeps the draft from being sent, by field (`findings.0.dueDate`). */
export type ReportErrors = Record<string, string>;

/**
 * What is wrong with the draft before it goes to the server, by the engine's rule for findings
 * (docs/certification.md#input-rules) and the one choice the report needs: a recommendation.
 */
export function reportErrors(draft: ReportDraft): ReportErrors {
  const errors: ReportErrors = {};
  draft.findings.forEach((finding, index) => {
    const problems = findingProblems(finding);
    if (problems.includes('text-required')) errors[`findings.${index}.text`] = 'verifier.report.textRequired';
    if (problems.includes('due-date-required'))
      errors[`findings.${index}.dueDate`] = 'verifier.report.dueDateRequired';
  });
  if (draft.recommendation === null) errors.recommendation = 'verifier.report.recommendationRequired';
  return errors;
}

/** The report call's body; only a continual point carries its due date. */
export function reportPayload(draft: ReportDraft, version: number): Schemas['CertificationReport'] {
  return {
    version,
    recommendation: draft.recommendation ?? 'certify',
    findings: draft.findings.map((finding) => ({
      questionSetId: finding.questionSetId,
      kind: finding.kind,
      text: finding.text.trim(),
      ...(finding.kind === 'continual' ? { dueDate: finding.dueDate } : {}),
    })),
    ...(draft.comment.trim() ? { comment: draft.comment.trim() } : {}),
  };
}
