import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, fail, ok } from '../test/fake-api';
import { CHECK_STATUS_HEADERS, NO_SERVER_CHECK_HEADERS } from './auth-middleware';
import { createApiClient } from './client';

const BASE = 'http://localhost';

function setup(handlers: Parameters<typeof createFakeFetch>[0]) {
  let token: string | null = 'old-token';
  const navigate = vi.fn();
  const { fetch, calls } = createFakeFetch(handlers);
  const api = createApiClient({
    baseUrl: BASE,
    fetch,
    getAccessToken: () => token,
    storeAccessToken: (next) => {
      token = next;
    },
    navigate,
  });
  return { api, calls, navigate, token: () => token };
}

const unauthorized = () => fail(401, 'INVALID_CREDENTIALS', 'Unauthorized');

describe('API client middleware (docs/accounts.md#behaviour token renewal)', () => {
  it('sends the access token as a bearer header', async () => {
    const { api, calls } = setup({ 'GET /api/app-user/7/helpdesk/badge': () => ok({ count: 3 }) });
    await api.GET('/api/app-user/{id}/helpdesk/badge', { params: { path: { id: 7 } } });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer old-token');
  });

  it('on a 401 Unauthorized exchanges the refresh cookie once and repeats the request with the new token', async () => {
    const { api, calls, token, navigate } = setup({
      'PATCH /api/app-user/7': ({ headers, body }) =>
        headers.get('Authorization') === 'Bearer new-token'
          ? ok({ ...(body as object), id: 7 })
          : unauthorized(),
      'POST /api/auth/token-exchange': () => ok({ accessToken: 'new-token', refreshToken: 'rotated' }),
    });
    const { data } = await api.PATCH('/api/app-user/{id}', {
      params: { path: { id: 7 } },
      body: { first_name: 'Alex' },
    });
    expect(data?.data).toMatchObject({ first_name: 'Alex' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PATCH /api/app-user/7',
      'POST /api/auth/token-exchange',
      'PATCH /api/app-user/7',
    ]);
    // The refresh token stays in the HttpOnly cookie: the exchange sends an empty body.
    expect(calls[1]?.body).toEqual({});
    expect(calls[2]?.body).toEqual({ first_name: 'Alex' });
    expect(token()).toBe('new-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one exchange between requests that fail together', async () => {
    let exchanges = 0;
    const { api } = setup({
      'GET /api/app-user/7/helpdesk/badge': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new-token' ? ok({ count: 1 }) : unauthorized(),
      'POST /api/auth/token-exchange': async () => {
        exchanges += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return ok({ accessToken: 'new-token', refreshToken: 'rotated' });
      },
    });
    const badge = () => api.GET('/api/app-user/{id}/helpdesk/badge', { params: { path: { id: 7 } } });
    const results = await Promise.all([badge(), badge(), badge()]);
    expect(results.map((result) => result.data?.data.count)).toEqual([1, 1, 1]);
    expect(exchanges).toBe(1);
  });

  it('goes to /logout when the exchange is refused', async () => {
    const { api, navigate, calls } = setup({
      'GET /api/app-user/7/helpdesk/badge': unauthorized,
      'POST /api/auth/token-exchange': unauthorized,
    });
    const { data } = await api.GET('/api/app-user/{id}/helpdesk/badge', { params: { path: { id: 7 } } });
    expect(data).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/logout');
    expect(calls.filter((call) => call.path === '/api/auth/token-exchange')).toHaveLength(1);
  });

  it('keeps the person signed in when the renewal gets no answer (offline), and renews on the next call', async () => {
    let online = false;
    const { api, navigate, token } = setup({
      'GET /api/app-user/7/helpdesk/badge': (request) =>
        request.headers.get('Authorization') === 'Bearer new-token' ? ok({ count: 1 }) : unauthorized(),
      'POST /api/auth/token-exchange': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return ok({ accessToken: 'new-token', refreshToken: 'rotated' });
      },
    });
    await expect(
      api.GET('/api/app-user/{id}/helpdesk/badge', { params: { path: { id: 7 } } }),
    ).rejects.toThrow(TypeError);
    expect(navigate).not.toHaveBeenCalled();
    expect(token()).toBe('old-token');

    online = true;
    const { data } = await api.GET('/api/app-user/{id}/helpdesk/badge', { params: { path: { id: 7 } } });
    expect(data?.data.count).toBe(1);
    expect(token()).toBe('new-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not renew on a 401 that is not about the token (wrong current password)', async () => {
    const { api, navigate, calls } = setup({
      'POST /api/app-user/change-password/7': () =>
        fail(401, 'INVALID_CREDENTIALS', 'Wrong password', 'current_password'),
    });
    const { response } = await api.POST('/api/app-user/change-password/{id}', {
      params: { path: { id: 7 } },
      body: { current_password: 'x', password: 'abc123' },
    });
    expect(response.status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never tries to renew on a failed sign-in', async () => {
    const { api, calls } = setup({ 'POST /api/auth/login': unauthorized });
    await api.POST('/api/auth/login', { body: { email_address: 'a@b.org', password: 'x' } });
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/login']);
  });

  it('on a network failure checks health and goes to /error when the server is down', async () => {
    const { api, navigate, calls } = setup({
      'GET /api/maintenance': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/healthcheck': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(api.GET('/api/maintenance')).rejects.toThrow('Failed to fetch');
    expect(calls.map((call) => call.path)).toEqual(['/api/maintenance', '/api/healthcheck']);
    expect(navigate).toHaveBeenCalledWith('/error');
  });

  it.each([502, 503, 504])(
    'on a %i answer checks health and goes to /error when the server is down',
    async (status) => {
      const { api, navigate, calls } = setup({
        'GET /api/maintenance': () => fail(status, 'SERVICE_UNAVAILABLE', 'Service Unavailable'),
        'GET /api/healthcheck': () => fail(503, 'SERVICE_UNAVAILABLE', 'Service Unavailable'),
      });
      const { response } = await api.GET('/api/maintenance');
      expect(response.status).toBe(status);
      expect(calls.map((call) => call.path)).toEqual(['/api/maintenance', '/api/healthcheck']);
      expect(navigate).toHaveBeenCalledWith('/error');
    },
  );

  it('stays put after a 503 when the health check answers (one busy server behind the balancer)', async () => {
    const { api, navigate } = setup({
      'GET /api/maintenance': () => fail(503, 'SERVICE_UNAVAILABLE', 'Service Unavailable'),
      'GET /api/healthcheck': () => ok({ status: 'up', database: 'pglite' }),
    });
    await api.GET('/api/maintenance');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays put on a network failure while the device knows it is offline (docs/offline.md#what-is-kept)', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { api, navigate, calls } = setup({
        'GET /api/maintenance': () => Promise.reject(new TypeError('Failed to fetch')),
        'GET /api/healthcheck': () => Promise.reject(new TypeError('Failed to fetch')),
      });
      await expect(api.GET('/api/maintenance')).rejects.toThrow('Failed to fetch');
      expect(calls.map((call) => call.path)).toEqual(['/api/maintenance']);
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      offline.mockRestore();
    }
  });

  it('stays put after a network failure of a call that deals with it itself (a save the outbox keeps)', async () => {
    const { api, navigate, calls } = setup({
      'GET /api/maintenance': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/healthcheck': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(api.GET('/api/maintenance', { headers: NO_SERVER_CHECK_HEADERS })).rejects.toThrow();
    expect(calls.map((call) => call.path)).toEqual(['/api/maintenance']);
    expect(calls[0]?.headers.has('x-no-server-check')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays put after a network failure when the health check answers', async () => {
    const { api, navigate } = setup({
      'GET /api/maintenance': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/healthcheck': () => ok({ status: 'up', database: 'pglite' }),
    });
    await expect(api.GET('/api/maintenance')).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('API client middleware: requests that check status (docs/accounts.md#behaviour)', () => {
  const organisations = (api: ReturnType<typeof setup>['api'], checkStatus = true) =>
    api.GET('/api/app-user/{id}/organisation', {
      params: { path: { id: 7 } },
      ...(checkStatus ? { headers: CHECK_STATUS_HEADERS } : {}),
    });

  it.each([
    [401, 'INVALID_CREDENTIALS', 'Invalid token'],
    [403, 'FORBIDDEN_RESOURCE', 'Forbidden'],
  ])(
    'goes to /logout on a %i, and the opt-in header never reaches the server',
    async (status, code, message) => {
      const { api, navigate, calls } = setup({
        'GET /api/app-user/7/organisation': () => fail(status, code, message),
      });
      const { response } = await organisations(api);
      expect(response.status).toBe(status);
      expect(navigate).toHaveBeenCalledWith('/logout');
      expect(calls).toHaveLength(1);
      expect([...calls[0]!.headers.keys()]).not.toContain('x-check-status');
    },
  );

  it('stays put on a 403 for a request that does not check status', async () => {
    const { api, navigate } = setup({
      'GET /api/app-user/7/organisation': () => fail(403, 'FORBIDDEN_RESOURCE', 'Forbidden'),
    });
    await organisations(api, false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('still renews once on a 401 Unauthorized and stays when the repeat succeeds', async () => {
    const { api, navigate, calls } = setup({
      'GET /api/app-user/7/organisation': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new-token' ? ok([]) : unauthorized(),
      'POST /api/auth/token-exchange': () => ok({ accessToken: 'new-token', refreshToken: 'rotated' }),
    });
    const { data } = await organisations(api);
    expect(data?.data).toEqual([]);
    expect(calls.map((call) => call.path)).toEqual([
      '/api/app-user/7/organisation',
      '/api/auth/token-exchange',
      '/api/app-user/7/organisation',
    ]);
    expect(calls[2]?.headers.has('x-check-status')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to /logout when the repeat after a renewal is answered 403', async () => {
    const { api, navigate } = setup({
      'GET /api/app-user/7/organisation': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new-token'
          ? fail(403, 'FORBIDDEN_RESOURCE', 'Forbidden')
          : unauthorized(),
      'POST /api/auth/token-exchange': () => ok({ accessToken: 'new-token', refreshToken: 'rotated' }),
    });
    await organisations(api);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/logout');
  });
});
