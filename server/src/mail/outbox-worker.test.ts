import { describe, expect, it } from 'vitest';
import { isPermanentFailure, MAX_ATTEMPTS, retryDelayMs } from './outbox-worker.ts';

describe('retryDelayMs', () => {
  it('waits 30 s before the first retry, doubling up to four hours', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(5)).toBe(480_000);
    expect(retryDelayMs(MAX_ATTEMPTS)).toBe(4 * 60 * 60_000);
  });
});

describe('isPermanentFailure', () => {
  it('gives up only on a 5xx reply; connection failures and 4xx replies are retried', () => {
    expect(isPermanentFailure(Object.assign(new Error('no mailbox'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error('greylisted'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(false);
  });
});
