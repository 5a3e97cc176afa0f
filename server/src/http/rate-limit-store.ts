// The per-client rate limits (x-rate-limit in the contract) counted in the database, so that every
// server on it shares one fixed window per client and route: N servers allow what one server would.
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { queryRows, type Database } from '../db/client.ts';

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
    const window = sql`(${timeWindow} * interval '1 millisecond')`;
    const [row] = await queryRows<{ hits: number; ttl: number | string }>(
      this.db,
      sql`insert into rate_limit_windows as w (key, hits, resets_at) values (${key}, 1, now() + ${window})
          on conflict (key) do update set
            hits = case when w.resets_at <= now() then 1 else w.hits + 1 end,
            resets_at = case when w.resets_at <= now() then now() + ${window} else w.resets_at end
          returning w.hits, ceil(extract(epoch from (w.resets_at - now())) * 1000)::int as ttl`,
    );
    if (!row) throw new Error('The rate-limit window was not written');
    return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db.execute(sql`delete from rate_limit_windows where resets_at < now()`);
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
