import { describe, expect, it } from 'vitest';
import {
  AttemptLimiter,
  accountLimiters,
  addressKey,
  signInDelayMs,
  SLOW_DOWN_AFTER,
} from './attempt-limiter.ts';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('AttemptLimiter', () => {
  it('blocks a key once it has used its allowance, and only that key', () => {
    const time = clock();
    const limiter = new AttemptLimiter({ max: 3, windowMs: 60_000 }, 100, time.now);
    for (let i = 0; i < 3; i += 1) limiter.record('a');
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.isBlocked('b')).toBe(false);
  });

  it('lets events age out of the sliding window', () => {
    const time = clock();
    const limiter = new AttemptLimiter({ max: 2, windowMs: 60_000 }, 100, time.now);
    limiter.record('a');
    time.advance(30_000);
    limiter.record('a');
    expect(limiter.isBlocked('a')).toBe(true);
    time.advance(30_001);
    expect(limiter.isBlocked('a')).toBe(false);
    expect(limiter.tryRecord('a')).toBe(true);
    expect(limiter.tryRecord('a')).toBe(false);
  });

  it('forgets a key on reset (a successful sign-in clears its failures)', () => {
    const limiter = new AttemptLimiter({ max: 1, windowMs: 60_000 });
    limiter.record('a');
    limiter.reset('a');
    expect(limiter.isBlocked('a')).toBe(false);
  });

  it('keeps at most maxKeys keys, dropping the oldest', () => {
    const limiter = new AttemptLimiter({ max: 1, windowMs: 60_000 }, 2);
    limiter.record('first');
    limiter.record('second');
    limiter.record('third');
    expect(limiter.isBlocked('first')).toBe(false);
    expect(limiter.isBlocked('second')).toBe(true);
    expect(limiter.isBlocked('third')).toBe(true);
  });
});

describe('accountLimiters', () => {
  it('gives each server its own counts', () => {
    const one = {};
    const two = {};
    accountLimiters(one).failedSignInsByClient.record('x');
    expect(accountLimiters(one)).toBe(accountLimiters(one));
    expect(accountLimiters(two)).not.toBe(accountLimiters(one));
  });

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
