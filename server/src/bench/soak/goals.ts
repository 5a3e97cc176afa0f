// The goals `npm run soak` prints beside its figures (docs/engineering.md#soak). Errors and lost
// saves are correctness: either fails the run. Latency and memory depend on the machine as much as
// on the server, so they are reported, never enforced.

export const GOALS = {
  /** Answers the mix did not expect (and connection errors and timeouts). */
  errors: 0,
  /** p99 of a save of answers, in milliseconds. */
  saveP99Ms: 100,
  /** Growth of memory (resident memory, the live heap) from the end of the first minute to the end. */
  memoryGrowth: 0.1,
} as const;

export interface Goal {
  name: string;
  target: string;
  measured: string;
  met: boolean;
  /** Whether a miss fails the run. */
  enforced: boolean;
}

export interface SoakOutcome {
  /** Unexpected answers and failed requests. */
  errors: number;
  /** p99 of every save of answers (ms); NaN when none was made. */
  saveP99Ms: number;
  /** Growth of resident memory and of the live heap after settling; null when the run was too short. */
  rssGrowth: number | null;
  heapGrowth: number | null;
  /** Saves acknowledged, and those whose value was not read back. */
  acknowledgedSaves: number;
  lostSaves: number;
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(1)} %`;

/** Each goal with what was measured and whether it was met. */
export function checkGoals(outcome: SoakOutcome): Goal[] {
  const growths = [outcome.rssGrowth, outcome.heapGrowth];
  const measuredGrowth = growths.every((growth) => growth !== null);
  return [
    {
      name: 'errors',
      target: String(GOALS.errors),
      measured: String(outcome.errors),
      met: outcome.errors <= GOALS.errors,
      enforced: true,
    },
    {
      name: 'every acknowledged save readable',
      target: `${outcome.acknowledgedSaves} of ${outcome.acknowledgedSaves}`,
      measured: `${outcome.acknowledgedSaves - outcome.lostSaves} of ${outcome.acknowledgedSaves}`,
      met: outcome.lostSaves === 0,
      enforced: true,
    },
    {
      name: 'p99 of saves',
      target: `< ${GOALS.saveP99Ms} ms`,
      measured: Number.isNaN(outcome.saveP99Ms) ? 'no saves' : `${outcome.saveP99Ms.toFixed(1)} ms`,
      met: outcome.saveP99Ms < GOALS.saveP99Ms,
      enforced: false,
    },
    {
      name: 'memory after the first minute (RSS, live heap)',
      target: `< ${percent(GOALS.memoryGrowth)} growth`,
      measured: measuredGrowth
        ? `${percent(outcome.rssGrowth!)}, ${percent(outcome.heapGrowth!)}`
        : 'run too short to tell',
      met: measuredGrowth && growths.every((growth) => growth! < GOALS.memoryGrowth),
      enforced: false,
    },
  ];
}

/** 1 when an enforced goal was missed, else 0: what the soak exits with. */
export function exitCodeOf(goals: readonly Goal[]): number {
  return goals.some((goal) => goal.enforced && !goal.met) ? 1 : 0;
}

/**
 * Whether a save survived: the value read back is the last one the server acknowledged, or one
 * sent after it whose answer never came (the run stopped while it was in flight, so the server may
 * have stored it). Nothing acknowledged: nothing to lose.
 */
export function saveSurvived(
  readBack: unknown,
  acknowledged: { value: unknown } | null,
  unanswered: readonly unknown[],
): boolean {
  if (acknowledged === null) return true;
  return readBack === acknowledged.value || unanswered.includes(readBack);
}
