import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, openTestDatabase } from '../../test/harness.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  AttemptLimiter,
  accountLimiters,
  addressKey,
  signInDelayMs,
  signInFailures,
  SLOW_DOWN_AFTER,
} from './attempt-limiter.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases())('AttemptLimiter on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind, 'migrated');
  });
  afterAll(() => handle.close());

  it('blocks a key once it has used its allowance, and only that key', async () => {
    const limiter = new AttemptLimiter(handle.db, 'blocks', { max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i += 1) await limiter.record('a');
    expect(await limiter.isBlocked('a')).toBe(true);
    expect(await limiter.isBlocked('b')).toBe(false);
    expect(await limiter.count('a')).toBe(3);
  });

  it('lets events age out of the sliding window', async () => {
    const limiter = new AttemptLimiter(handle.db, 'ages', { max: 2, windowMs: 400 });
    expect(await limiter.tryRecord('a')).toBe(true);
    expect(await limiter.tryRecord('a')).toBe(true);
    expect(await limiter.tryRecord('a')).toBe(false);
    await wait(500);
    expect(await limiter.isBlocked('a')).toBe(false);
    expect(await limiter.tryRecord('a')).toBe(true);
  });

  it('forgets a key on reset (a successful sign-in clears its failures)', async () => {
    const limiter = new AttemptLimiter(handle.db, 'resets', { max: 1, windowMs: 60_000 });
    await limiter.record('a');
    await limiter.reset('a');
    expect(await limiter.isBlocked('a')).toBe(false);
  });

  it('keeps limiters of different names apart', async () => {
    const one = new AttemptLimiter(handle.db, 'one', { max: 1, windowMs: 60_000 });
    const two = new AttemptLimiter(handle.db, 'two', { max: 1, windowMs: 60_000 });
    await one.record('same-key');
    expect(await one.isBlocked('same-key')).toBe(true);
    expect(await two.isBlocked('same-key')).toBe(false);
  });

  it('counts the same events for every server on one database, and only there', async () => {
    const other = await openTestDatabase(kind, 'migrated');
    try {
      // Two servers on one database hold separate contexts over the same rows.
      const serverA = { db: handle.db };
      const serverB = { db: handle.db };
      for (let i = 0; i < 3; i += 1)
        await signInFailures(serverA, 'shared@example.test', '10.0.0.1').record();
      for (let i = 0; i < 2; i += 1)
        await signInFailures(serverB, 'shared@example.test', '10.0.0.1').record();
      expect(await signInFailures(serverA, 'shared@example.test', '10.0.0.1').blocked()).toBe(true);
      expect(await signInFailures(serverB, 'shared@example.test', '10.0.0.2').blocked()).toBe(false);
      expect(await accountLimiters(serverB).failedSignInsForAddress.count('shared@example.test')).toBe(5);
      expect(await signInFailures({ db: other.db }, 'shared@example.test', '10.0.0.1').blocked()).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('lets only the allowance through when servers record at the same moment', async () => {
    const limiter = new AttemptLimiter(handle.db, 'concurrent', { max: 5, windowMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 12 }, () => limiter.tryRecord('k')));
    expect(results.filter(Boolean).length).toBe(5);
    expect(await limiter.isBlocked('k')).toBe(true);
  });
});

describe('addressKey', () => {
  it('keys addresses without case or surrounding spaces', () => {
    expect(addressKey('  Alex@Example.TEST ')).toBe('alex@example.test');
  });
});

describe('signInDelayMs', () => {
  it('waits nothing for the first failures, then doubles up to five seconds', () => {
    expect(signInDelayMs(0)).toBe(0);
    expect(signInDelayMs(SLOW_DOWN_AFTER - 1)).toBe(0);
    expect(signInDelayMs(SLOW_DOWN_AFTER)).toBe(500);
    expect(signInDelayMs(SLOW_DOWN_AFTER + 1)).toBe(1000);
    expect(signInDelayMs(SLOW_DOWN_AFTER + 3)).toBe(4000);
    expect(signInDelayMs(SLOW_DOWN_AFTER + 20)).toBe(5000);
  });
});
