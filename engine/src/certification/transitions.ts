// The certification case's state machine as one table (docs/certification.md#the-states): the
// server and the app ask it before anything changes, so no caller keeps its own idea of what a
// state allows.

/** Where a case stands. */
export const CASE_STATES = [
  'desk-review',
  'returned',
  'verification',
  'decision',
  'certified',
  'not-certified',
  'withdrawn',
] as const;
export type CaseState = (typeof CASE_STATES)[number];

/** Everything anyone may do to a case once it exists (applying creates it). */
export const CASE_ACTIONS = [
  'resubmit',
  'return',
  'assign',
  'open-request',
  'reply',
  'close-request',
  'record-visit',
  'report',
  'close-finding',
  'certify',
  'refuse',
  'withdraw',
] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

/** The three parties to a case; what each may do never mixes (docs/certification.md#access). */
export type CaseActor = 'club' | 'staff' | 'verifier';

export interface Transition {
  /** The state the case is in afterwards (the same state for work that does not move it). */
  to: CaseState;
  /** Who may take the action. */
  by: readonly CaseActor[];
}

/** States a case ends in: nothing moves it on, and the organisation may apply again. */
export const FINISHED_STATES: readonly CaseState[] = ['certified', 'not-certified', 'withdrawn'];

const club = ['club'] as const;
const staff = ['staff'] as const;
const verifier = ['verifier'] as const;

/** The one table of allowed transitions: state × action → next state and who. Absent = not allowed. */
export const TRANSITIONS: Readonly<Record<CaseState, Partial<Record<CaseAction, Transition>>>> = {
  'desk-review': {
    return: { to: 'returned', by: staff },
    assign: { to: 'verification', by: staff },
    withdraw: { to: 'withdrawn', by: club },
  },
  returned: {
    resubmit: { to: 'desk-review', by: club },
    withdraw: { to: 'withdrawn', by: club },
  },
  verification: {
    assign: { to: 'verification', by: staff },
    'open-request': { to: 'verification', by: verifier },
    reply: { to: 'verification', by: ['club', 'verifier'] },
    'close-request': { to: 'verification', by: verifier },
    'record-visit': { to: 'verification', by: verifier },
    report: { to: 'decision', by: verifier },
    withdraw: { to: 'withdrawn', by: club },
  },
  decision: {
    'close-finding': { to: 'decision', by: club },
    certify: { to: 'certified', by: staff },
    refuse: { to: 'not-certified', by: staff },
    withdraw: { to: 'withdrawn', by: club },
  },
  certified: {
    'close-finding': { to: 'certified', by: club },
  },
  'not-certified': {},
  withdrawn: {},
};

export type TransitionOutcome =
  { allowed: true; to: CaseState } | { allowed: false; reason: 'state' | 'actor' };

/**
 * Whether `actor` may take `action` on a case in `state`, and the state it leads to
 * (docs/certification.md#the-states): 'state' when the state does not allow the action at all
 * (the server's 409), 'actor' when it does but not for this party.
 */
export function transition(state: CaseState, action: CaseAction, actor: CaseActor): TransitionOutcome {
  const allowed = TRANSITIONS[state][action];
  if (!allowed) return { allowed: false, reason: 'state' };
  if (!allowed.by.includes(actor)) return { allowed: false, reason: 'actor' };
  return { allowed: true, to: allowed.to };
}

/** The actions `actor` may take on a case in `state` now, in the table's order (for the app's buttons). */
export function availableActions(state: CaseState, actor: CaseActor): CaseAction[] {
  return CASE_ACTIONS.filter((action) => transition(state, action, actor).allowed);
}

/** A case still under way: the organisation cannot apply again until it ends. */
export function isOpenCase(state: CaseState): boolean {
  return !FINISHED_STATES.includes(state);
}
