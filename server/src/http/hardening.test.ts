// What a hostile or careless client sends: every answer keeps the catalogue shape and the security
// headers, and no input reaches the database it would break.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

const expectCatalogueError = (response: { json(): unknown }, status: number) =>
  expect(response.json()).toMatchObject({
    ok: false,
    status,
    data: { code: expect.any(String), number: expect.any(Number), message: expect.any(String) },
  });

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-store');
};

// An app on an unseeded database behind a plain-http public URL, for the framework's failures and
// the headers sent over http alike: neither reads a row, and a test app takes a second or more to
// open its database.
const plain = useTestApp('pglite', { seed: false, config: { appUrl: 'http://club.example' } });

describe('framework-level failures', () => {
  const t = plain;

  it('answers a bad percent-escape in the catalogue shape, with the security headers', async () => {
    const response = await t.current.app.inject({ method: 'GET', url: '/api/country/countries/%zz' });
    expect(response.statusCode).toBe(400);
    expectCatalogueError(response, 400);
    expectSecurityHeaders(response.headers);
  });

  it('answers an over-long path parameter in the catalogue shape', async () => {
    const response = await t.current.app.inject({
      method: 'GET',
      url: `/api/country/countries/${'9'.repeat(500)}`,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectCatalogueError(response, response.statusCode);
    expectSecurityHeaders(response.headers);
  });

  it('answers an unknown API route and an unsupported media type in the catalogue shape', async () => {
    const unknown = await t.current.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expectCatalogueError(unknown, 404);
    expectSecurityHeaders(unknown.headers);
    const media = await t.current.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expectCatalogueError(media, 415);
    expectSecurityHeaders(media.headers);
  });

  it('answers a body over the size limit in the catalogue shape', async () => {
    const response = await t.current.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email_address: 'a@b.example', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expectCatalogueError(response, 413);
  });
});

describe('headers', () => {
  const secure = useTestApp('pglite', { seed: false, config: { appUrl: 'https://oncourse.example' } });

  it('sends HSTS only when the public URL is https', async () => {
    const overHttp = await plain.current.app.inject({ method: 'GET', url: '/api/healthcheck' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    const overHttps = await secure.current.app.inject({ method: 'GET', url: '/api/healthcheck' });
    expect(overHttps.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('keeps API answers out of every cache and sets a restrictive Permissions-Policy', async () => {
    const response = await plain.current.app.inject({ method: 'GET', url: '/api/healthcheck' });
    expectSecurityHeaders(response.headers);
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
    expect(response.headers['permissions-policy']).toContain('microphone=()');
  });
});

describe('text the contract accepts', () => {
  const t = useTestApp('pglite');

  const register = (overrides: Record<string, unknown>) =>
    t.current.app.inject({
      method: 'POST',
      url: '/api/registration/new-registration',
      payload: {
        first_name: 'Robin',
        last_name: 'Fairway',
        email: 'robin@club.example',
        language: 'en',
        status: 'management',
        hear_about_us: null,
        allow_correspondence: false,
        email_notifications: false,
        introductory_tour: false,
        measurement_unit: 'metric',
        ...overrides,
      },
    });

  it('refuses a NUL or another control character in any string with 400, naming the field', async () => {
    for (const [field, value] of [
      ['first_name', 'Rob\u0000in'],
      ['last_name', 'Fair\u001bway'],
    ] as const) {
      const response = await register({ [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().data).toMatchObject({ field, code: 'INCORRECT_FORMAT' });
    }
    const login = await t.current.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email_address: 'a\u0000@club.example', password: 'secret1', isTournamentLogin: false },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.statusCode).toBeLessThan(500);
    expect(login.json().data).toMatchObject({ field: 'email_address', code: 'INCORRECT_FORMAT' });
  });

  it('keeps tab and newline where a person may type them', async () => {
    const response = await register({ first_name: 'Robin\tJames', email: 'robin.james@club.example' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an address whose local part is longer than SMTP allows, before any mail is tried', async () => {
    // 254 characters in all, as the contract allows, but 242 of them before the @.
    const response = await register({ email: `${'a'.repeat(242)}@golfclub.uk` });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ field: 'email', code: 'INCORRECT_FORMAT' });
  });
});
