// Per-address limits that the per-IP rate limit (x-rate-limit in the contract) cannot give: failed
// sign-ins per e-mail address, and how many reset or registration mails one address receives.
// Kept in memory per server, like @fastify/rate-limit's own store.

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/** Counts events per key in a sliding window; keys with no recent events are forgotten. */
export class AttemptLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: AttemptLimit,
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.limit.windowMs;
    const kept = (this.events.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) this.events.delete(key);
    else this.events.set(key, kept);
    return kept;
  }

  /** Whether the key has used up its allowance in the current window. */
  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.limit.max;
  }

  /** Records one event for the key. */
  record(key: string): void {
    const kept = this.recent(key);
    if (kept.length === 0 && this.events.size >= this.maxKeys) this.evictOldest();
    kept.push(this.now());
    this.events.set(key, kept);
  }

  /** Records an event unless the key is blocked; true when it was recorded (the action may go ahead). */
  tryRecord(key: string): boolean {
    if (this.isBlocked(key)) return false;
    this.record(key);
    return true;
  }

  /** Forgets the key (a successful sign-in clears its failures). */
  reset(key: string): void {
    this.events.delete(key);
  }

  private evictOldest(): void {
    // Maps iterate in insertion order; the first keys are the least recently started windows.
    for (const key of this.events.keys()) {
      this.events.delete(key);
      if (this.events.size < this.maxKeys) return;
    }
  }
}

/** The address a limit is keyed on: case and surrounding spaces do not make a new address. */
export const addressKey = (email: string) => email.trim().toLowerCase();

/** Spec-free defaults chosen for abuse resistance (brief: 5 failed sign-ins per 15 minutes per address). */
export const accountLimits = {
  failedSignIns: { max: 5, windowMs: 15 * 60_000 },
  /** Reset and registration mails one address receives, so the endpoints cannot be used to flood a mailbox. */
  mailsPerAddress: { max: 5, windowMs: 15 * 60_000 },
} as const satisfies Record<string, AttemptLimit>;

export interface AccountLimiters {
  failedSignIns: AttemptLimiter;
  resetMails: AttemptLimiter;
  registrationMails: AttemptLimiter;
}

const limitersByServer = new WeakMap<object, AccountLimiters>();

/** The limiters of one server instance (keyed on its AppContext, so test apps never share counts). */
export function accountLimiters(context: object): AccountLimiters {
  let limiters = limitersByServer.get(context);
  if (!limiters) {
    limiters = {
      failedSignIns: new AttemptLimiter(accountLimits.failedSignIns),
      resetMails: new AttemptLimiter(accountLimits.mailsPerAddress),
      registrationMails: new AttemptLimiter(accountLimits.mailsPerAddress),
    };
    limitersByServer.set(context, limiters);
  }
  return limiters;
}
