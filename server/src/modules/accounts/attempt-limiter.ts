// Per-address limits that the per-IP rate limit (x-rate-limit in the contract) cannot give: failed
// sign-ins per e-mail address, and how many reset or registration mails one address receives.
// Kept in the database (limit_events), so every server on it counts the same events: N servers
// enforce the same limits as one.
import type { Database } from '../../db/client.ts';
import * as events from './limit-events.repository.ts';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/** How often one server sweeps events past every window (one indexed delete). */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Database, number>();

/**
 * Counts events per key in a sliding window, one row per event in limit_events; each check is one
 * statement and the database's clock decides the window, so servers with drifting clocks agree.
 */
export class AttemptLimiter {
  constructor(
    private readonly db: Database,
    /** Keeps this limiter's keys apart from the others' in the shared table. */
    private readonly name: string,
    private readonly limit: AttemptLimit,
  ) {}

  private key(key: string): string {
    return `${this.name}:${key}`;
  }

  /** How many events the key has in the current window. */
  count(key: string): Promise<number> {
    return events.countEvents(this.db, this.key(key), this.limit.windowMs);
  }

  /** Whether the key has used up its allowance in the current window. */
  async isBlocked(key: string): Promise<boolean> {
    return (await this.count(key)) >= this.limit.max;
  }

  /** Records one event for the key. */
  async record(key: string): Promise<void> {
    await this.sweep();
    await events.insertEvent(this.db, this.key(key), this.limit.windowMs);
  }

  /** Records an event unless the key is blocked; true when it was recorded (the action may go ahead). */
  async tryRecord(key: string): Promise<boolean> {
    return (await this.tryReserve(key)) !== null;
  }

  /**
   * Takes a place in the key's allowance before the action runs, so that actions sent in parallel
   * count against each other; the event's id (for `release`), or null when none is left.
   */
  async tryReserve(key: string): Promise<number | null> {
    await this.sweep();
    return events.insertEventBelow(this.db, this.key(key), this.limit.windowMs, this.limit.max);
  }

  /** Gives a reserved place back (the action turned out not to count, e.g. a successful sign-in). */
  release(id: number): Promise<void> {
    return events.deleteEvent(this.db, id);
  }

  /** Forgets the key (a successful sign-in clears its failures). */
  reset(key: string): Promise<void> {
    return events.deleteEventsOf(this.db, this.key(key));
  }

  /** Forgets events past every window, at most once a minute per server and database. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - (lastSweep.get(this.db) ?? 0) < SWEEP_EVERY_MS) return;
    lastSweep.set(this.db, now);
    await events.deleteExpiredEvents(this.db);
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
  /**
   * Sign-in attempts per address per minute that every client without a device cookie for it shares,
   * and that each client with one has for itself (docs/security-operations.md#sign-in-under-guessing).
   * A place is taken before the password is checked, so guesses sent in parallel count against each other.
   */
  signInsFromUnknownClients: { max: 5, windowMs: 60_000 },
  signInsFromKnownDevice: { max: 5, windowMs: 60_000 },
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
  /** Keyed by address: the allowance every client without a device cookie for it shares. */
  signInsFromUnknownClients: AttemptLimiter;
  /** Keyed by device cookie nonce: a known device's own allowance. */
  signInsFromKnownDevice: AttemptLimiter;
  resetMails: AttemptLimiter;
  registrationMails: AttemptLimiter;
}

const limitersByDatabase = new WeakMap<Database, AccountLimiters>();

/** The limiters over one database: every server (and test app) on it shares their counts. */
export function accountLimiters(context: { db: Database }): AccountLimiters {
  let limiters = limitersByDatabase.get(context.db);
  if (!limiters) {
    const limiter = (name: keyof AccountLimiters, limit: AttemptLimit) =>
      new AttemptLimiter(context.db, name, limit);
    limiters = {
      failedSignInsFromClient: limiter('failedSignInsFromClient', accountLimits.failedSignInsFromClient),
      failedSignInsByClient: limiter('failedSignInsByClient', accountLimits.failedSignInsByClient),
      failedSignInsForAddress: limiter('failedSignInsForAddress', accountLimits.failedSignInsForAddress),
      failedPasswordChanges: limiter('failedPasswordChanges', accountLimits.failedPasswordChanges),
      signInsFromUnknownClients: limiter(
        'signInsFromUnknownClients',
        accountLimits.signInsFromUnknownClients,
      ),
      signInsFromKnownDevice: limiter('signInsFromKnownDevice', accountLimits.signInsFromKnownDevice),
      resetMails: limiter('resetMails', accountLimits.mailsPerAddress),
      registrationMails: limiter('registrationMails', accountLimits.mailsPerAddress),
    };
    limitersByDatabase.set(context.db, limiters);
  }
  return limiters;
}

/**
 * The failed-sign-in counters of one attempt (accountLimits): the client is refused once it has
 * failed too often for this address or for too many addresses; the address itself is only slowed
 * down, so that nobody can lock its owner out by guessing.
 */
export function signInFailures(context: { db: Database }, address: string, clientIp: string) {
  const limiters = accountLimiters(context);
  const fromClient = `${address}\n${clientIp}`;
  return {
    blocked: async () =>
      (await limiters.failedSignInsFromClient.isBlocked(fromClient)) ||
      (await limiters.failedSignInsByClient.isBlocked(clientIp)),
    delayMs: async () => signInDelayMs(await limiters.failedSignInsForAddress.count(address)),
    record: async () => {
      await limiters.failedSignInsFromClient.record(fromClient);
      await limiters.failedSignInsByClient.record(clientIp);
      await limiters.failedSignInsForAddress.record(address);
    },
    succeeded: async () => {
      await limiters.failedSignInsFromClient.reset(fromClient);
      await limiters.failedSignInsForAddress.reset(address);
    },
  };
}

/**
 * Takes one place in the sign-in allowance of an attempt before its password is checked: the known
 * device's own allowance when it presented a device cookie for the address, else the one every
 * unknown client shares for it. Null when none is left. A successful sign-in gives the place back
 * (a known device) or clears the shared count (the owner got in; an unknown client's guessing is moot).
 */
export async function takeSignInPlace(
  context: { db: Database },
  address: string,
  device: string | null,
): Promise<{ succeeded: () => Promise<void> } | null> {
  const limiters = accountLimiters(context);
  if (device) {
    const place = await limiters.signInsFromKnownDevice.tryReserve(device);
    return place === null ? null : { succeeded: () => limiters.signInsFromKnownDevice.release(place) };
  }
  const place = await limiters.signInsFromUnknownClients.tryReserve(address);
  return place === null ? null : { succeeded: () => limiters.signInsFromUnknownClients.reset(address) };
}

export const sleep = (ms: number) =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
