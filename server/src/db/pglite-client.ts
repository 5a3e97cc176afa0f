import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { PreparedStatements } from './pglite-statements.ts';

/**
 * What drizzle's PGlite driver asks of every query: dates, times and intervals (and their arrays)
 * as PostgreSQL's text, for its columns to map. Set once on the client (see `openPglite`).
 */
const DRIZZLE_PARSERS: NonNullable<QueryOptions['parsers']> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, (value: string) => value],
  ),
);

interface Queryable {
  query: PGlite['query'];
}

/**
 * The client drizzle is given. Drizzle sends its parsers with every query, and PGlite merges them
 * by copying its whole map of over 300 type parsers, once per query: about 130 µs, more than
 * PGlite needs for a simple UPDATE. The client gets them once instead, and the per-query copies
 * are dropped, in transactions too. Data statements run prepared (`PreparedStatements`).
 */
function drizzleClient<T extends Queryable>(
  target: T,
  statements: PreparedStatements,
  inTransaction: boolean,
): T {
  return new Proxy(target, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) => {
          const { parsers: _sameAsTheClients, ...rest } = options ?? {};
          return PreparedStatements.canPrepare(text, rest)
            ? statements.run(text, params ?? [], rest, inTransaction)
            : target.query(text, params, rest);
        };
      }
      if (property === 'transaction' && 'transaction' in target) {
        const transaction = (target as unknown as PGlite).transaction.bind(target);
        return <R>(run: (tx: Queryable) => Promise<R>) =>
          transaction((tx) => run(drizzleClient(tx, statements, true)));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * PGlite's own start parameters, with a smaller buffer cache for a database in memory, whose pages
 * are in memory already. PostgreSQL's start takes longer the larger its cache: from the seeded test
 * template, 1.1–1.3 s with initdb's 128 MB, 0.6–0.7 s with 16 MB. On a folder the cache keeps pages
 * a read would otherwise fetch through the file system, so it keeps initdb's size.
 */
const IN_MEMORY_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Opens PGlite on a folder (or `memory://`) for drizzle; `close` closes the real client.
 * `loadDataDir` starts it from a `dumpDataDir()` tarball instead of an empty cluster.
 */
export async function openPglite(
  dataDir: string,
  loadDataDir?: Blob,
): Promise<{ client: PGlite; close: () => Promise<void> }> {
  const client = await PGlite.create(dataDir, {
    parsers: DRIZZLE_PARSERS,
    ...(dataDir.startsWith('memory://') ? { startParams: IN_MEMORY_START } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return {
    client: drizzleClient(client, new PreparedStatements(client), false),
    close: () => client.close(),
  };
}
