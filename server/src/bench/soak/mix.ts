// What one simulated person of `npm run soak` does, in order (docs/engineering.md#soak): sign in,
// read the dashboard, then rounds of opening a best-practice review section and the annual data
// and saving answers in each every couple of seconds (autosave while typing), a note now and
// then, one small document a session, and a PDF report every few sessions. Plain data, so the
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

/**
 * One session, from sign-in to the report: `rounds` rounds of work (ten by default: at one request
 * a second a session lasts about two minutes, so sign-ins, which hash a password, stay a small part
 * of the load, as they are for people who work for a while once signed in).
 */
export function sessionPlan(rounds = 10): StepKind[] {
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
  }
  plan.push('download PDF report');
  return plan;
}

/**
 * Whether `person` downloads the report at the end of their `session`-th session: one session in
 * `every`, staggered by person, so the reports are spread over the run rather than all at once.
 */
export function reportDue(person: number, session: number, every = 4): boolean {
  return (person + session) % every === 0;
}

/** Each kind's share of a session's requests, a report every `reportEvery` sessions. */
export function mixShares(plan: readonly StepKind[], reportEvery = 4): Map<StepKind, number> {
  const weights = new Map<StepKind, number>();
  for (const kind of plan) {
    weights.set(kind, (weights.get(kind) ?? 0) + (kind === 'download PDF report' ? 1 / reportEvery : 1));
  }
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  return new Map([...weights].map(([kind, weight]) => [kind, weight / total]));
}
