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

  /** How many events the key has in the current window. */
  count(key: string): number {
    return this.recent(key).length;
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

/**
 * Spec-free defaults chosen for abuse resistance. Failed sign-ins are counted three ways, so that a
 * stranger's guesses never lock the owner out: per address and client (that client is refused
 * after 5), per client across addresses (a client guessing many accounts is refused after 30), and
 * per address from anywhere (which only slows every attempt down, see signInDelayMs).
 */
export const accountLimits = {
  failedSignInsFromClient: { max: 5, windowMs: 15 * 60_000 },
  failedSignInsByClient: { max: 30, windowMs: 15 * 60_000 },
  failedSignInsForAddress: { max: Number.MAX_SAFE_INTEGER, windowMs: 15 * 60_000 },
  failedPasswordChanges: { max: 5, windowMs: 15 * 60_000 },
  /** Reset and registration mails one address receives, so the endpoints cannot be used to flood a mailbox. */
  mailsPerAddress: { max: 5, windowMs: 15 * 60_000 },
} as const satisfies Record<string, AttemptLimit>;

/** Failures an address takes from anywhere before its sign-ins slow down. */
export const SLOW_DOWN_AFTER = 5;
const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 5_000;

/**
 * How long a sign-in for an address waits before its password is checked, given the failures for
 * that address from every client in the window: nothing for the first five, then doubling from half
 * a second up to five seconds. Guessing from many machines slows to a crawl, while the owner, with
 * the right password, still gets in after a short wait.
 */
export function signInDelayMs(failuresForAddress: number): number {
  if (failuresForAddress < SLOW_DOWN_AFTER) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failuresForAddress - SLOW_DOWN_AFTER), LONGEST_DELAY_MS);
}

export interface AccountLimiters {
  /** Keyed by address and client IP. */
  failedSignInsFromClient: AttemptLimiter;
  /** Keyed by client IP. */
  failedSignInsByClient: AttemptLimiter;
  /** Keyed by address. */
  failedSignInsForAddress: AttemptLimiter;
  /** Wrong current passwords when changing it, keyed by user id. */
  failedPasswordChanges: AttemptLimiter;
  resetMails: AttemptLimiter;
  registrationMails: AttemptLimiter;
}

const limitersByServer = new WeakMap<object, AccountLimiters>();

/** The limiters of one server instance (keyed on its AppContext, so test apps never share counts). */
export function accountLimiters(context: object): AccountLimiters {
  let limiters = limitersByServer.get(context);
  if (!limiters) {
    limiters = {
      failedSignInsFromClient: new AttemptLimiter(accountLimits.failedSignInsFromClient),
      failedSignInsByClient: new AttemptLimiter(accountLimits.failedSignInsByClient),
      failedSignInsForAddress: new AttemptLimiter(accountLimits.failedSignInsForAddress),
      failedPasswordChanges: new AttemptLimiter(accountLimits.failedPasswordChanges),
      resetMails: new AttemptLimiter(accountLimits.mailsPerAddress),
      registrationMails: new AttemptLimiter(accountLimits.mailsPerAddress),
    };
    limitersByServer.set(context, limiters);
  }
  return limiters;
}

/**
 * The failed-sign-in counters of one attempt (accountLimits): the client is refused once it has
 * failed too often for this address or for too many addresses; the address itself is only slowed
 * down, so that nobody can lock its owner out by guessing.
 */
export function signInFailures(context: object, address: string, clientIp: string) {
  const limiters = accountLimiters(context);
  const fromClient = `${address}\n${clientIp}`;
  return {
    blocked: () =>
      limiters.failedSignInsFromClient.isBlocked(fromClient) ||
      limiters.failedSignInsByClient.isBlocked(clientIp),
    delayMs: () => signInDelayMs(limiters.failedSignInsForAddress.count(address)),
    record: () => {
      limiters.failedSignInsFromClient.record(fromClient);
      limiters.failedSignInsByClient.record(clientIp);
      limiters.failedSignInsForAddress.record(address);
    },
    succeeded: () => {
      limiters.failedSignInsFromClient.reset(fromClient);
      limiters.failedSignInsForAddress.reset(address);
    },
  };
}

export const sleep = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
