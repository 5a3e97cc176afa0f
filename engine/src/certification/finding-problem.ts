import type { FindingKind } from './rules.ts';

/** What keeps a finding out of a report: no text, or a continual point without its due date. */
export type FindingProblem = 'text-required' | 'due-date-required';

/**
 * The first thing wrong with a finding of a verifier's report (docs/certification.md#input-rules):
 * each says what it found, and a continual improvement point, a commitment, says by when.
 */
export function findingProblem(finding: {
  kind: FindingKind;
  text: string;
  dueDate?: string | null | undefined;
}): FindingProblem | null {
  if (finding.text.trim() === '') return 'text-required';
  if (finding.kind === 'continual' && !finding.dueDate) return 'due-date-required';
  return null;
}
