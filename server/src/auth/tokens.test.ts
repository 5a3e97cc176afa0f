import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens.ts';

const config = { jwtSecret: 'a-test-secret-that-is-at-least-32-chars', accessTokenTtl: 900 };

describe('access tokens', () => {
  it('carry the user id as sub and expire after the configured TTL', async () => {
    const now = Date.now();
    const { token, expiresAt } = await signAccessToken(config, 42, now);
    expect(expiresAt).toBe(Math.floor(now / 1000) + 900);
    expect(await verifyAccessToken(config, token)).toBe(42);
  });

  it('are refused once expired', async () => {
    const { token } = await signAccessToken(config, 42, Date.now() - 901_000);
    expect(await verifyAccessToken(config, token)).toBeNull();
  });

  it('are refused once expired even after they were accepted (a verified token is remembered)', async () => {
    const now = Date.now();
    const { token } = await signAccessToken(config, 42, now);
    expect(await verifyAccessToken(config, token, now)).toBe(42);
    expect(await verifyAccessToken(config, token, now + 1000)).toBe(42);
    expect(await verifyAccessToken(config, token, now + 901_000)).toBeNull();
    // Another secret is another configuration: what one accepted, the other verifies afresh.
    expect(await verifyAccessToken({ ...config, jwtSecret: 'another-secret-of-at-least-32-characters' }, token, now)).toBeNull();
  });

  it('are refused when signed with another secret or tampered with', async () => {
    const { token } = await signAccessToken(
      { ...config, jwtSecret: 'another-secret-of-at-least-32-characters' },
      42,
    );
    expect(await verifyAccessToken(config, token)).toBeNull();
    const good = (await signAccessToken(config, 42)).token;
    const [header, , signature] = good.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: '1', iss: 'oncourse', aud: 'oncourse-app', exp: 9e9 }),
    ).toString('base64url');
    expect(await verifyAccessToken(config, `${header}.${forgedPayload}.${signature}`)).toBeNull();
    expect(await verifyAccessToken(config, 'not-a-token')).toBeNull();
  });

  it('are refused with a non-numeric subject or an unsigned algorithm', async () => {
    const key = new TextEncoder().encode(config.jwtSecret);
    const odd = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setIssuer('oncourse')
      .setAudience('oncourse-app')
      .setExpirationTime('1h')
      .sign(key);
    expect(await verifyAccessToken(config, odd)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1"}').toString('base64url')}.`;
    expect(await verifyAccessToken(config, none)).toBeNull();
  });
});
