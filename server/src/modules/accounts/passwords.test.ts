import { execFile } from 'node:child_process';
import { pbkdf2 } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertPasswordRule,
  currentParameters,
  hashPassword,
  hashWith,
  productionParameters,
  needsRehash,
  passwordComplexityMessage,
  verifyAgainstDecoy,
  verifyPassword,
} from './passwords.ts';
import { AppError } from '../../core/errors.ts';
import { testHashParameters } from '../../test/fast-password-hashes.ts';

describe('password hashing at the production cost', () => {
  // The other server tests hash cheaply (src/test/fast-password-hashes.ts); these are the real thing.
  beforeAll(() => hashWith(productionParameters));
  afterAll(() => hashWith(testHashParameters));

  it('is scrypt at N = 2^15, r = 8, p = 1 (32 MiB) wherever no test chose otherwise', async () => {
    expect(productionParameters).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    // A process of its own, as the server runs: nothing there calls hashWith.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(fileURLToPath(new URL('./passwords.ts', import.meta.url)))});
         console.log(JSON.stringify(m.currentParameters), (await m.hashPassword('Green fairway 18')).split('$').slice(0, 4).join('$'));`,
      ],
      { timeout: 60_000 },
    );
    expect(stdout.trim()).toBe(`{"N":32768,"r":8,"p":1} scrypt$32768$8$1`);
  });

  it('stores scrypt with its parameters, a salt and the hash, never the password', async () => {
    const stored = await hashPassword('Green fairway 18');
    const [scheme, N, r, p, salt, key] = stored.split('$');
    expect(scheme).toBe('scrypt');
    expect([Number(N), Number(r), Number(p)]).toEqual([
      currentParameters.N,
      currentParameters.r,
      currentParameters.p,
    ]);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
    expect(stored).not.toContain('Green fairway');
  });

  it('uses a fresh salt per hash, so equal passwords hash differently', async () => {
    expect(await hashPassword('same password 1')).not.toBe(await hashPassword('same password 1'));
  });

  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('Green fairway 18');
    expect(await verifyPassword('Green fairway 18', stored)).toBe(true);
    expect(await verifyPassword('green fairway 18', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('Grün 2024');
    expect(await verifyPassword('Gru\u0308n 2024', stored)).toBe(true);
  });

  it('still verifies hashes made with older parameters, and flags them for rehashing', async () => {
    const old = await hashPassword('Bunker rake 7', { N: 2 ** 10, r: 8, p: 1 });
    expect(old.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('Bunker rake 7', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('Bunker rake 7'))).toBe(false);
  });

  it('never matches a malformed or hostile stored hash', async () => {
    const good = await hashPassword('Bunker rake 7', { N: 2 ** 10, r: 8, p: 1 });
    const parts = good.split('$');
    const variants = [
      '',
      'plain-text-password',
      `bcrypt$${parts.slice(1).join('$')}`,
      ['scrypt', 1000, ...parts.slice(2)].join('$'),
      ['scrypt', 2 ** 30, ...parts.slice(2)].join('$'),
      ['scrypt', parts[1], 0, ...parts.slice(3)].join('$'),
      ['scrypt', ...parts.slice(1, 5), ''].join('$'),
    ];
    for (const stored of variants) {
      expect(await verifyPassword('Bunker rake 7', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });

  it('spends real work on the decoy check for accounts without a password', async () => {
    await verifyAgainstDecoy('warm up');
    const started = performance.now();
    await verifyAgainstDecoy('anything 1');
    const decoyMs = performance.now() - started;
    const stored = await hashPassword('Green fairway 18');
    const realStarted = performance.now();
    await verifyPassword('Green fairway 18', stored);
    const realMs = performance.now() - realStarted;
    expect(decoyMs).toBeGreaterThan(realMs / 4);
  });
});

describe('the password rule (docs/accounts.md#input-rules, docs/accounts.md#limits)', () => {
  it.each([
    ['abcdefg1', true],
    ['ABCDEFG1', true],
    ['!!!!!!!1', true],
    ['Grün1234', true],
    ['パスワード12345', true],
    ['12345678', false],
    ['abcdefgh', false],
    ['abc 1', false],
    ['1234 567', false],
    ['a1a1a1a', false],
    ['        ', false],
    ['abcdefg٣', true],
  ])('%j → %s', (password, ok) => {
    if (ok) expect(() => assertPasswordRule(password)).not.toThrow();
    else expect(() => assertPasswordRule(password)).toThrow(passwordComplexityMessage);
  });

  it('refuses with 422 PASSWORD_COMPLEXITY on field password and the exact text', () => {
    expect.assertions(4);
    try {
      assertPasswordRule('password');
    } catch (error) {
      const body = (error as AppError).toBody();
      expect(body.status).toBe(422);
      expect(body.data.code).toBe('PASSWORD_COMPLEXITY');
      expect(body.data.field).toBe('password');
      expect(body.data.message).toBe(passwordComplexityMessage);
    }
  });
});

describe('a burst of sign-ins at the production cost', () => {
  // Cheap test hashes finish before the other work reaches the pool; the real cost is what matters.
  beforeAll(() => hashWith(productionParameters));
  afterAll(() => hashWith(testHashParameters));

  it('leaves libuv threads free for database connections and files while it hashes', async () => {
    const finished: string[] = [];
    const hashes = Array.from({ length: 8 }, () =>
      hashPassword('Green fairway 18').then(() => finished.push('hash')),
    );
    // Once the hashes have reached the pool: one PBKDF2 round there, as a new PostgreSQL
    // connection's SCRAM sign-in runs.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const other = new Promise<void>((resolve, reject) =>
      pbkdf2('secret', 'salt', 1, 32, 'sha256', (error) => (error ? reject(error) : resolve())),
    ).then(() => finished.push('other'));
    await Promise.all([...hashes, other]);
    expect(finished[0]).toBe('other');
  });
});
