import { setImmediate as setImmediateCallback } from 'node:timers';
import { setImmediate } from 'node:timers/promises';
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { servesWrite } from './statement-priority.ts';

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

/**
 * Writes that may go ahead of waiting reads one after another before a read gets its turn: reads
 * wait, never starve.
 */
const WRITES_AHEAD = 8;

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
  /** Statements waiting for their turn, a write's lane apart; one of ours runs at a time. */
  readonly #waiting = { writes: [] as (() => Promise<unknown>)[], reads: [] as (() => Promise<unknown>)[] };
  #busy = false;
  #scheduled = false;
  #writesAhead = 0;

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
   * Each query outside a transaction waits for a turn of the event loop of its own. PGlite answers
   * inside the process, through promise callbacks only, so a request's queries would otherwise run
   * back to back as one block: a report's thirty held up every request that arrived meanwhile for
   * 60 ms. A server's driver answers through the network, which lets other requests in between;
   * this does the same. The waiting statements take their turns one at a time, and a write's
   * (`asWrite`: a call that writes, such as a save) goes before the reads waiting with it, so a
   * save never queues behind a dashboard's or a report's reads; after eight writes in a row a
   * waiting read has its turn, so reads wait but never starve.
   */
  async run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
    if (inTransaction) {
      await setImmediate();
      return this.#exclusive<T>(text, params, options, true);
    }
    return new Promise<Results<T>>((resolve, reject) => {
      const lane = servesWrite() ? this.#waiting.writes : this.#waiting.reads;
      lane.push(() => this.#exclusive<T>(text, params, options, false).then(resolve, reject));
      this.#schedule();
    });
  }

  /** Runs the next waiting statement in a turn of the event loop of its own. */
  #schedule(): void {
    if (this.#busy || this.#scheduled) return;
    const { writes, reads } = this.#waiting;
    if (writes.length === 0 && reads.length === 0) return;
    this.#scheduled = true;
    setImmediateCallback(() => {
      this.#scheduled = false;
      const readsTurn = reads.length > 0 && (writes.length === 0 || this.#writesAhead >= WRITES_AHEAD);
      this.#writesAhead = readsTurn ? 0 : this.#writesAhead + 1;
      const next = (readsTurn ? reads.shift() : writes.shift())!;
      this.#busy = true;
      void next().finally(() => {
        this.#busy = false;
        this.#schedule();
      });
    });
  }

  #exclusive<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
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
