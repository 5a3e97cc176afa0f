// What one simulated person of `npm run soak` does, in order (docs/engineering.md#soak): sign in,
// read the dashboard, then rounds of opening a best-practice review section and the annual data
// and saving answers in each every couple of seconds (autosave while typing), a note now and
// then, one small document a session, and a PDF report for one person in four. Plain data, so the
// load generator, the goals and the tests read the same plan.

/**
 * Seconds between two requests of one person: each acts every two seconds, so a person saves every
 * four seconds or so (saves are half the steps), as autosave does while someone types, and reads a
 * section or the dashboard in between. autocannon's slowest pace is one request a second per
 * connection; people share connections to act at this pace (docs/engineering.md#soak).
 */
export const DEFAULT_PACE_SECONDS = 2;

/** The kinds of request the soak reports on, each one contract operation. */
export const STEP_KINDS = [
  'sign in',
  'dashboard: readiness',
  'dashboard: footprint',
  'dashboard: footprints',
  'review progress',
  'open review section: questions',
  'open review section: answers',
  'save review answers',
  'add note',
  'open annual data: questions',
  'open annual data: answers',
  'save annual data',
  'upload document',
  'download PDF report',
] as const;

export type StepKind = (typeof STEP_KINDS)[number];

/** Kinds whose answer is a save of answers: their latency has a goal, their values are read back. */
export const SAVE_KINDS: readonly StepKind[] = ['save review answers', 'save annual data'];

/**
 * Whether the mix expects `status`. Each person saves only into their own facility's answer sets,
 * always on the version the last save (or opening the section) answered, so a 409 is as much an
 * error as a 500: every kind expects its 200 and nothing else.
 */
export function expected(status: number): boolean {
  return status === 200;
}

/** One round of work after the dashboard: a review section, then the annual data. */
const ROUND: readonly StepKind[] = [
  'review progress',
  'open review section: questions',
  'open review section: answers',
  'save review answers',
  'save review answers',
  'add note',
  'save review answers',
  'open annual data: questions',
  'open annual data: answers',
  'save annual data',
  'save annual data',
  'save annual data',
];

/** Rounds of work in a session. */
export const SESSION_ROUNDS = 10;

/**
 * One session, from sign-in: `rounds` rounds of work (ten by default: at one request every two
 * seconds a session lasts several minutes, so sign-ins, which hash a password, stay a small part
 * of the load, as they are for people who work for a while once signed in), the annual report
 * after round `reportAfterRound` when there is one (`reportRound`). Then the plan starts again.
 */
export function sessionPlan(rounds = SESSION_ROUNDS, reportAfterRound: number | null = null): StepKind[] {
  const plan: StepKind[] = [
    'sign in',
    'dashboard: readiness',
    'dashboard: footprint',
    'dashboard: footprints',
  ];
  for (let round = 0; round < rounds; round++) {
    plan.push(...ROUND);
    // The document goes up halfway through, once a session.
    if (round === Math.floor(rounds / 2)) plan.push('upload document');
    if (round === reportAfterRound) plan.push('download PDF report');
  }
  return plan;
}

/**
 * After which round `person` downloads the annual report in each session, or null: one person in
 * `every`, each after another round, so the reports arrive all through the run, as a day's do,
 * rather than together when the first sessions end.
 */
export function reportRound(person: number, rounds = SESSION_ROUNDS, every = 4): number | null {
  return person % every === 0 ? Math.floor(person / every) % rounds : null;
}

/** Each kind's share of the requests of everyone's sessions (one plan a person). */
export function mixShares(plans: readonly (readonly StepKind[])[]): Map<StepKind, number> {
  const weights = new Map<StepKind, number>();
  for (const plan of plans) for (const kind of plan) weights.set(kind, (weights.get(kind) ?? 0) + 1);
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  return new Map([...weights].map(([kind, weight]) => [kind, weight / total]));
}

/** `person`'s session: the plan with their report, if they download one. */
export const planOf = (person: number): StepKind[] => sessionPlan(SESSION_ROUNDS, reportRound(person));
