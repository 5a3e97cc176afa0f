import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { PreparedStatements } from './pglite-statements.ts';
import { asWrite } from './statement-priority.ts';

describe('PreparedStatements (PGlite)', () => {
  let client: PGlite;
  let statements: PreparedStatements;
  const run = <T>(text: string, params: unknown[] = [], options?: { rowMode?: 'array' | 'object' }) =>
    statements.run<T>(text, params, options, false);
  const preparedCount = async () =>
    (await client.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`)).rows[0]!.n;

  beforeAll(async () => {
    client = await PGlite.create('memory://');
    statements = new PreparedStatements(client, { capacity: 3 });
    await client.exec(
      `create table things (id integer primary key, title text not null, tags jsonb, made date, ids integer[])`,
    );
  });
  afterAll(() => client.close());

  it('answers like PGlite’s own query: rows, types, parameters, affected rows', async () => {
    const insert = `insert into things values ($1, $2, $3, $4, $5) returning id, title, tags, made, ids`;
    const values = [1, 'Hedge', { kind: 'hawthorn' }, new Date('2026-05-01T00:00:00Z'), '{3,4}'];
    const ours = await run(insert, values);
    const theirs = await client.query(`select id, title, tags, made, ids from things where id = 1`);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.rows[0]).toMatchObject({ id: 1, title: 'Hedge', tags: { kind: 'hawthorn' }, ids: [3, 4] });
    expect(ours.affectedRows).toBe(1);
    expect(ours.fields.map((field) => field.name)).toEqual(['id', 'title', 'tags', 'made', 'ids']);

    const array = await run(`select id, title from things where id = $1`, [1], { rowMode: 'array' });
    expect(array.rows).toEqual([[1, 'Hedge']]);
    const nulls = await run(`insert into things values ($1, $2, $3, $4, $5) returning tags`, [
      2,
      'Pond',
      null,
      null,
      null,
    ]);
    expect(nulls.rows).toEqual([{ tags: null }]);
  });

  it('prepares a statement once and runs it again by name', async () => {
    const before = await preparedCount();
    const select = `select title from things where id = $1 and title is not null`;
    expect((await run(select, [1])).rows).toEqual([{ title: 'Hedge' }]);
    const afterFirst = await preparedCount();
    expect((await run(select, [2])).rows).toEqual([{ title: 'Pond' }]);
    expect(await preparedCount()).toBe(afterFirst);
    expect(afterFirst).toBeLessThanOrEqual(Math.max(before + 1, 3));
  });

  it('closes the least recently used statement beyond its capacity', async () => {
    for (let n = 0; n < 6; n++) await run(`select ${n} as n from things where id = $1`, [1]);
    expect(await preparedCount()).toBe(3);
  });

  it('gives the database’s error, and stays usable after it', async () => {
    const insert = `insert into things (id, title) values ($1, $2)`;
    await expect(run(insert, [1, 'Again'])).rejects.toMatchObject({ code: '23505' });
    await expect(run(insert, [3, null])).rejects.toMatchObject({ code: '23502' });
    await expect(run(`select nonsense from things`)).rejects.toMatchObject({ code: '42703' });
    expect((await run(`select count(*)::int as n from things where id > $1`, [0])).rows).toEqual([{ n: 2 }]);
  });

  it('prepares again when the table changed under a prepared statement', async () => {
    const all = `select * from things where id = $1`;
    expect(Object.keys((await run<object>(all, [1])).rows[0]!)).not.toContain('note');
    await client.exec(`alter table things add column note text`);
    expect(Object.keys((await run<object>(all, [1])).rows[0]!)).toContain('note');
  });

  it('never runs inside another caller’s open transaction', async () => {
    let inside!: () => void;
    const holding = new Promise<void>((resolve) => (inside = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const transaction = client
      .transaction(async (tx) => {
        await tx.query(`insert into things (id, title) values (10, 'Rolled back')`);
        inside();
        await finished;
        await tx.rollback();
      })
      .catch(() => undefined);
    await holding;
    const outside = run(`insert into things (id, title) values ($1, $2)`, [11, 'Kept']);
    finish();
    await Promise.all([transaction, outside]);
    const titles = await run<{ title: string }>(`select title from things where id >= $1 order by id`, [10]);
    expect(titles.rows).toEqual([{ title: 'Kept' }]);
  });

  it('runs inside the transaction whose callback calls it', async () => {
    await client
      .transaction(async (tx) => {
        await statements.run(
          `insert into things (id, title) values ($1, $2)`,
          [20, 'Undone'],
          undefined,
          true,
        );
        await tx.rollback();
      })
      .catch(() => undefined);
    expect((await run(`select id from things where id = $1`, [20])).rows).toEqual([]);
  });

  it('lets other requests in between two queries of a long read', async () => {
    // PGlite answers inside the process: without a turn of the event loop between queries, a
    // report's thirty queries would hold up every request that arrived meanwhile.
    const order: string[] = [];
    const longRead = (async () => {
      for (let index = 0; index < 20; index++) await run(`select $1::int as n`, [index]);
      order.push('long read done');
    })();
    setImmediate(() => order.push('other request'));
    await longRead;
    expect(order).toEqual(['other request', 'long read done']);
  });

  it('runs a write’s statement before the reads waiting with it, and a read after eight writes', async () => {
    const order: string[] = [];
    const read = (name: string) => run(`select $1::text as name`, [name]).then(() => order.push(name));
    const write = (name: string) =>
      asWrite(() => run(`update things set title = title where id = $1`, [1])).then(() => order.push(name));
    await Promise.all([
      read('dashboard 1'),
      read('dashboard 2'),
      read('dashboard 3'),
      write('save 1'),
      ...Array.from({ length: 9 }, (_, index) => write(`save ${index + 2}`)),
    ]);
    // All queued together: the saves first, but after eight of them in a row a read has its turn.
    expect(order).toEqual([
      ...Array.from({ length: 8 }, (_, index) => `save ${index + 1}`),
      'dashboard 1',
      'save 9',
      'save 10',
      'dashboard 2',
      'dashboard 3',
    ]);
  });
});
