import type { FindingKind } from './rules.ts';

/** What keeps a finding out of a report: no text, or a continual point without its due date. */
export type FindingProblem = 'text-required' | 'due-date-required';

/**
 * What is wrong with a finding of a verifier's report (docs/certification.md#input-rules), each
 * once: it says what was found, and a continual improvement point, a commitment, says by when.
 */
export function findingProblems(finding: {
  kind: FindingKind;
  text: string;
  dueDate?: string | null | undefined;
}): FindingProblem[] {
  const problems: FindingProblem[] = [];
  if (finding.text.trim() === '') problems.push('text-required');
  if (finding.kind === 'continual' && !finding.dueDate) problems.push('due-date-required');
  return problems;
}
