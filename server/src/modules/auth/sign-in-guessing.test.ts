// Guesses at one account's password sent in parallel from many addresses (a botnet, or a proxy
// pool): each was slowed only by the failures before it, so twenty at once were all answered. Now
// unknown clients share a small allowance per address, taken before the password is checked, while
// the owner's browser keeps its own (docs/security-operations.md#sign-in-under-guessing).
import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/harness.ts';
import { freshIp, goodPassword, json, registerAndSignIn } from '../../test/accounts.ts';
import { accountLimits } from '../accounts/attempt-limiter.ts';

describe.each(databases())('sign-in under parallel guessing on %s', (kind) => {
  // Behind a load balancer: each guess comes from its own address in X-Forwarded-For.
  const t = useTestApp(kind, { config: { trustProxy: true } });
  const allowance = accountLimits.signInsFromUnknownClients.max;

  const login = (email: string, password: string, deviceCookie?: string) =>
    t.current.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email_address: email, password },
      headers: { 'x-forwarded-for': freshIp() },
      ...(deviceCookie ? { cookies: { oncourse_device: deviceCookie } } : {}),
    });
  const deviceCookieOf = (response: Awaited<ReturnType<typeof login>>) =>
    response.cookies.find((cookie) => cookie.name === 'oncourse_device')?.value;

  it('answers at most the allowance of 20 guesses sent at once from 20 addresses; the owner still signs in', async () => {
    const account = await registerAndSignIn(t.current);
    const ownersBrowser = deviceCookieOf(await login(account.email, goodPassword));
    expect(ownersBrowser).toBeDefined();

    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, guess) => login(account.email, `Guess number ${guess}`)),
    );
    const answered = guesses.filter((response) => response.statusCode === 401);
    const refused = guesses.filter((response) => response.statusCode === 429);
    expect(answered.length).toBeLessThanOrEqual(allowance);
    expect(answered.length + refused.length).toBe(20);
    expect(json(refused[0]!).data).toMatchObject({ code: 'TOO_MANY_REQUESTS', number: 429 });

    // Unknown clients share the used-up allowance, even with the right password...
    expect((await login(account.email, goodPassword)).statusCode).toBe(429);
    // ...while the owner's browser, known by its device cookie, signs in.
    const owner = await login(account.email, goodPassword, ownersBrowser);
    expect(owner.statusCode).toBe(200);
    expect(deviceCookieOf(owner)).toBeDefined();
  });

  it('gives a known browser an allowance of its own, also capped against parallel guesses', async () => {
    const account = await registerAndSignIn(t.current);
    const cookie = deviceCookieOf(await login(account.email, goodPassword));
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, guess) => login(account.email, `Guess number ${guess}`, cookie)),
    );
    expect(guesses.filter((response) => response.statusCode === 401).length).toBeLessThanOrEqual(
      accountLimits.signInsFromKnownDevice.max,
    );
    // That browser's guessing left the unknown clients' allowance untouched.
    expect((await login(account.email, goodPassword)).statusCode).toBe(200);
  });

  it('treats a device cookie of another account, or a forged one, as an unknown client', async () => {
    const owner = await registerAndSignIn(t.current);
    const other = await registerAndSignIn(t.current);
    const othersCookie = deviceCookieOf(await login(other.email, goodPassword))!;
    const [tag, nonce, expires] = othersCookie.split('.');
    const forged = `${tag}.${nonce}.${Number(expires) + 1}.AAAA`;
    await Promise.all(
      Array.from({ length: allowance }, (_, guess) => login(owner.email, `Guess number ${guess}`)),
    );
    expect((await login(owner.email, goodPassword, othersCookie)).statusCode).toBe(429);
    expect((await login(owner.email, goodPassword, forged)).statusCode).toBe(429);
  });
});
