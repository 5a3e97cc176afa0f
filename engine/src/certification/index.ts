export {
  CASE_STATES,
  CASE_ACTIONS,
  FINISHED_STATES,
  TRANSITIONS,
  transition,
  availableActions,
  isOpenCase,
  type CaseState,
  type CaseAction,
  type CaseActor,
  type Transition,
  type TransitionOutcome,
} from './transitions.ts';
export {
  applicationGaps,
  openImmediatePoints,
  validUntil,
  isCertificateValid,
  certificateReminder,
  reminderHorizon,
  carriedPoints,
  assignmentRefusal,
  daysWaiting,
  VALIDITY_YEARS,
  type ApplicationGap,
  type ApplicationFacts,
  type FindingKind,
  type FindingStanding,
  type CarriedFinding,
  type AssignmentRefusal,
  type CertificateReminder,
} from './rules.ts';
export {
  publicStanding,
  addMonths,
  RENEWAL_DUE_MONTHS,
  type PublicStanding,
  type StandingFacts,
} from './public-standing.ts';
export {
  deskReviewChecks,
  type DeskReviewCheck,
  type DeskReviewCheckKind,
  type DeskReviewFacts,
} from './checks.ts';
export { findingProblems, type FindingProblem } from './finding-problem.ts';
