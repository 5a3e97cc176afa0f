import { setImmediate } from 'node:timers/promises';
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * PGlite's `query` parses and plans every statement anew (an unnamed statement), and planning is
 * most of its cost: a batch of saves takes 1.5 ms planned each time and 0.7 ms prepared. This
 * keeps each distinct statement text prepared under a name, as PostgreSQL drivers do with
 * named statements, and runs it with Bind/Execute in one protocol round trip.
 *
 * Only data statements (SELECT, INSERT, UPDATE, DELETE, WITH) are prepared; anything else, and a
 * query that carries a blob or its own parameter types, takes PGlite's own path.
 */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Statements kept prepared by default; the least recently used is closed beyond this. */
const CAPACITY = 256;
/** Errors after which a prepared statement is dropped: it vanished, or the schema changed. */
const STALE_STATEMENT = new Set(['26000', '0A000']);

const isStale = (error: unknown) => STALE_STATEMENT.has((error as { code?: string }).code ?? '');

interface Prepared {
  name: string;
  parameterTypes: number[];
}

interface Exclusive {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

export class PreparedStatements {
  readonly #client: PGlite;
  readonly #statements = new Map<string, Prepared>();
  readonly #capacity: number;
  #nextName = 1;

  constructor(client: PGlite, options: { capacity?: number } = {}) {
    this.#client = client;
    this.#capacity = options.capacity ?? CAPACITY;
  }

  static canPrepare(text: string, options?: QueryOptions): boolean {
    return !options?.blob && !options?.paramTypes && PREPARABLE.test(text);
  }

  /**
   * Runs a query as a prepared statement. `inTransaction`: the caller holds PGlite's transaction
   * lock already (a query of a `transaction` callback); otherwise the query waits for any
   * running transaction, exactly as `PGlite.query` does.
   *
   * Each query first gives the event loop a turn. PGlite answers inside the process, through
   * promise callbacks only, so a request's queries would otherwise run back to back as one block:
   * a report's thirty held up every request that arrived meanwhile for 60 ms. A server's driver
   * answers through the network, which lets other requests in between; this does the same.
   */
  async run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
    await setImmediate();
    const client = this.#client as PGlite & Exclusive;
    const exclusive = () =>
      client._runExclusiveQuery(() =>
        this.#execute<T>(text, params, options, inTransaction).catch((error: unknown) => {
          // A table changed under a prepared statement: prepare it again, once. Inside a
          // transaction the error has aborted it, so it is the caller's.
          if (inTransaction || !isStale(error)) throw error;
          return this.#execute<T>(text, params, options, inTransaction);
        }),
      );
    return inTransaction ? exclusive() : client._runExclusiveTransaction(exclusive);
  }

  async #execute<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const statement = await this.#prepared(text);
    const { serialize } = protocol;
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const oid = statement.parameterTypes[index]!;
      const serializer = options?.serializers?.[oid] ?? this.#client.serializers[oid];
      return serializer ? serializer(param) : String(param as string);
    });
    try {
      const { messages } = await this.#client.execProtocol(
        Buffer.concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: !inTransaction },
      );
      return parse.parseResults(messages, this.#client.parsers, options)[0] as Results<T>;
    } catch (error) {
      if (isStale(error)) this.#statements.delete(text);
      throw error;
    }
  }

  async #prepared(text: string): Promise<Prepared> {
    const known = this.#statements.get(text);
    if (known) {
      // Most recently used last: the Map's order is the eviction order.
      this.#statements.delete(text);
      this.#statements.set(text, known);
      return known;
    }
    const { serialize } = protocol;
    const name = `oncourse_${this.#nextName++}`;
    const parts = [
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ];
    const evicted =
      this.#statements.size >= this.#capacity ? this.#statements.entries().next().value : undefined;
    if (evicted) {
      this.#statements.delete(evicted[0]);
      parts.unshift(serialize.close({ type: 'S', name: evicted[1].name }));
    }
    const { messages } = await this.#client.execProtocol(Buffer.concat(parts), { syncToFs: false });
    const prepared = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    this.#statements.set(text, prepared);
    return prepared;
  }
}
