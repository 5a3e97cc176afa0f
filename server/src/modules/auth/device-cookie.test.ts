import { describe, expect, it } from 'vitest';
import { deviceCookie, deviceCookieTtlSeconds, knownDevice } from './device-cookie.ts';

const config = {
  appUrl: 'https://oncourse.example',
  jwtSecret: 'a-secret-that-is-long-enough-for-the-tests',
};
const now = Date.UTC(2026, 2, 3);

describe('device cookie', () => {
  const issued = deviceCookie(config, 'alex@club.example', now).value!;

  it('is known for the address it was issued to, by a nonce of its own', () => {
    const device = knownDevice(config, issued, 'alex@club.example', now);
    expect(device).toMatch(/^[\w-]{16}$/);
    expect(
      knownDevice(config, deviceCookie(config, 'alex@club.example', now).value!, 'alex@club.example', now),
    ).not.toBe(device);
  });

  it('holds no e-mail address in clear', () => {
    expect(issued).not.toContain('alex');
  });

  it('is unknown for another address, another secret, once altered, or once expired', () => {
    expect(knownDevice(config, issued, 'sam@club.example', now)).toBeNull();
    expect(
      knownDevice({ jwtSecret: 'another-secret-that-is-long-enough-too' }, issued, 'alex@club.example', now),
    ).toBeNull();
    const [tag, nonce, expires, signature] = issued.split('.') as [string, string, string, string];
    expect(
      knownDevice(
        config,
        `${tag}.${nonce}.${Number(expires) + 86_400}.${signature}`,
        'alex@club.example',
        now,
      ),
    ).toBeNull();
    expect(
      knownDevice(config, `${tag}.${nonce}x.${expires}.${signature}`, 'alex@club.example', now),
    ).toBeNull();
    expect(
      knownDevice(config, issued, 'alex@club.example', now + (deviceCookieTtlSeconds + 1) * 1000),
    ).toBeNull();
    expect(knownDevice(config, 'garbage', 'alex@club.example', now)).toBeNull();
    expect(knownDevice(config, undefined, 'alex@club.example', now)).toBeNull();
  });
});
