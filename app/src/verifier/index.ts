// The verifier feature's surface for the other features (docs/engineering.md#feature-folders).
export { CaseContext, type CaseState } from './case-context';
export { SubmissionPanel } from './SubmissionPanel';
