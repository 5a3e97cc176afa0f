// The per-client rate limits (x-rate-limit in the contract) counted in the database, so that every
// server on it shares one fixed window per client and route: N servers allow what one server would.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client.ts';
import { deleteEndedWindows, hitWindow } from './rate-limit-windows.repository.ts';

/** How often one server deletes windows that have ended (one indexed delete). */
const SWEEP_EVERY_MS = 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    /** Each route counts on its own: its method and URL pattern start its keys. */
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.hit(`${this.prefix}${key}`, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /**
   * One statement: starts a window or counts a hit in the current one, and answers the count and
   * the milliseconds left, measured by the database's clock so that servers never disagree.
   */
  private async hit(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    await this.sweep();
    return hitWindow(this.db, key, timeWindow);
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await deleteEndedWindows(this.db);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin passes the route as `routeInfo` (its types say otherwise; its own stores read it so).
    const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
    return new DatabaseRateLimitStore(this.db, `${String(route?.method ?? '')} ${String(route?.url ?? '')} `);
  }
}

/** A store class for @fastify/rate-limit (which constructs it itself) over the given database. */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db, '');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
