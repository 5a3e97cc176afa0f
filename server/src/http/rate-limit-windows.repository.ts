// The rows of rate_limit_windows: one fixed window per client and route, its hits and when it ends,
// by the database's clock so that servers never disagree.
import { sql } from 'drizzle-orm';
import { millisecondsInterval, queryRows, type Database } from '../db/client.ts';

/**
 * One statement: starts a window of `windowMs` for `key` or counts a hit in the current one, and
 * answers the count and the milliseconds left.
 */
export async function hitWindow(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const window = millisecondsInterval(windowMs);
  const [row] = await queryRows<{ hits: number; ttl: number | string }>(
    db,
    sql`insert into rate_limit_windows as w (key, hits, resets_at) values (${key}, 1, now() + ${window})
        on conflict (key) do update set
          hits = case when w.resets_at <= now() then 1 else w.hits + 1 end,
          resets_at = case when w.resets_at <= now() then now() + ${window} else w.resets_at end
        returning w.hits, ceil(extract(epoch from (w.resets_at - now())) * 1000)::int as ttl`,
  );
  if (!row) throw new Error('The rate-limit window was not written');
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
}

/** Removes the windows that have ended (one indexed delete). */
export async function deleteEndedWindows(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limit_windows where resets_at < now()`);
}
