// A method a contract path lacks answers 405 with the methods it has; an unknown path stays 404.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

describe('methods a path does not have', () => {
  const t = useTestApp('pglite', { seed: false });

  it('answers 405 with an Allow header naming the path’s methods, not 404, for a method the path lacks', async () => {
    for (const method of ['DELETE', 'PUT', 'POST', 'PATCH', 'OPTIONS', 'TRACE', 'QUERY'] as const) {
      const response = await t.current.app.inject({ method, url: '/api/country/countries/1' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
      expect(response.json(), method).toMatchObject({
        ok: false,
        status: 405,
        data: {
          code: expect.any(String),
          number: expect.any(Number),
          message: expect.stringContaining(method),
        },
      });
    }
    // A path with several operations lists them all.
    const documents = await t.current.app.inject({ method: 'PUT', url: '/api/organisation/1/documents' });
    expect(documents.statusCode).toBe(405);
    expect(documents.headers.allow).toBe('GET, HEAD, POST');
  });

  it('still answers what the path has, and 404 for a path the contract does not have', async () => {
    expect(
      (await t.current.app.inject({ method: 'GET', url: '/api/country/countries/1' })).statusCode,
    ).not.toBe(405);
    for (const method of ['GET', 'TRACE', 'QUERY', 'DELETE'] as const) {
      const response = await t.current.app.inject({ method, url: '/api/no-such-thing/1' });
      expect(response.statusCode, method).toBe(404);
      expect(response.json().data.code).toBe('NOT_FOUND');
    }
  });
});
