import { availableActions, isOpenCase, type CaseAction, type CaseState } from '@oncourse/engine';

/**
 * What the club's reader may do to a case now: the engine's one table of transitions
 * (docs/certification.md#the-states) for the club, and nothing for a member who only reads.
 */
export function clubActions(state: CaseState, canAct: boolean): ReadonlySet<CaseAction> {
  return new Set(canAct ? availableActions(state, 'club') : []);
}

/** Applying opens a case: possible for an owner or admin while no case is under way (docs/certification.md#applying). */
export function mayApply(current: { state: CaseState } | null, canAct: boolean): boolean {
  return canAct && (current === null || !isOpenCase(current.state));
}
