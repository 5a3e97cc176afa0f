import { describe, expect, it } from 'vitest';
import {
  CASE_ACTIONS,
  CASE_STATES,
  availableActions,
  isOpenCase,
  transition,
  type CaseAction,
  type CaseActor,
  type CaseState,
} from './transitions.ts';

const ACTORS: readonly CaseActor[] = ['club', 'staff', 'verifier'];

// Written out as docs/certification.md#the-states lists them: "state action by → next".
const ALLOWED = `
  desk-review   return         staff     → returned
  desk-review   assign         staff     → verification
  desk-review   withdraw       club      → withdrawn
  returned      resubmit       club      → desk-review
  returned      withdraw       club      → withdrawn
  verification  assign         staff     → verification
  verification  open-request   verifier  → verification
  verification  reply          club      → verification
  verification  reply          verifier  → verification
  verification  close-request  verifier  → verification
  verification  record-visit   verifier  → verification
  verification  report         verifier  → decision
  verification  withdraw       club      → withdrawn
  decision      close-finding  club      → decision
  decision      certify        staff     → certified
  decision      refuse         staff     → not-certified
  decision      withdraw       club      → withdrawn
  certified     close-finding  club      → certified
`;

const allowed = new Map<string, CaseState>(
  ALLOWED.trim()
    .split('\n')
    .map((line) => {
      const [state, action, actor, , to] = line.trim().split(/\s+/) as [
        string,
        string,
        string,
        string,
        CaseState,
      ];
      return [`${state} ${action} ${actor}`, to];
    }),
);

describe('the certification state machine', () => {
  const every = CASE_STATES.flatMap((state) =>
    CASE_ACTIONS.flatMap((action) => ACTORS.map((actor) => [state, action, actor] as const)),
  );

  it.each(every)('%s × %s by %s: allowed only as the documented table says', (state, action, actor) => {
    const expected = allowed.get(`${state} ${action} ${actor}`);
    const outcome = transition(state, action, actor);
    if (expected) {
      expect(outcome).toEqual({ allowed: true, to: expected });
    } else {
      const someoneMay = ACTORS.some((other) => allowed.has(`${state} ${action} ${other}`));
      // The server answers 409 when the state refuses the action, 404/403 when only the party is wrong.
      expect(outcome).toEqual({ allowed: false, reason: someoneMay ? 'actor' : 'state' });
    }
  });

  it('lists no allowed move for a state or action the machine does not know', () => {
    for (const key of allowed.keys()) {
      const [state, action] = key.split(' ') as [CaseState, CaseAction];
      expect(CASE_STATES).toContain(state);
      expect(CASE_ACTIONS).toContain(action);
    }
  });

  it('walks a case from application to certificate, each step by its own party', () => {
    const steps: [CaseAction, CaseActor][] = [
      ['return', 'staff'],
      ['resubmit', 'club'],
      ['assign', 'staff'],
      ['open-request', 'verifier'],
      ['reply', 'club'],
      ['close-request', 'verifier'],
      ['record-visit', 'verifier'],
      ['report', 'verifier'],
      ['close-finding', 'club'],
      ['certify', 'staff'],
    ];
    let state: CaseState = 'desk-review';
    const visited: CaseState[] = [state];
    for (const [action, actor] of steps) {
      const outcome = transition(state, action, actor);
      if (!outcome.allowed) throw new Error(`${action} by ${actor} refused in ${state}`);
      state = outcome.to;
      if (visited.at(-1) !== state) visited.push(state);
    }
    expect(visited).toEqual([
      'desk-review',
      'returned',
      'desk-review',
      'verification',
      'decision',
      'certified',
    ]);
  });

  it('lets nobody move a finished case, and only the club close its points after certification', () => {
    for (const state of ['not-certified', 'withdrawn'] as const) {
      expect(isOpenCase(state)).toBe(false);
      for (const actor of ACTORS) expect(availableActions(state, actor)).toEqual([]);
    }
    expect(isOpenCase('certified')).toBe(false);
    expect(availableActions('certified', 'club')).toEqual(['close-finding']);
    expect(availableActions('certified', 'staff')).toEqual([]);
  });

  it('keeps a verifier from deciding and staff from reporting', () => {
    expect(transition('decision', 'certify', 'verifier')).toEqual({ allowed: false, reason: 'actor' });
    expect(transition('verification', 'report', 'staff')).toEqual({ allowed: false, reason: 'actor' });
    expect(availableActions('verification', 'verifier')).toEqual([
      'open-request',
      'reply',
      'close-request',
      'record-visit',
      'report',
    ]);
  });
});
