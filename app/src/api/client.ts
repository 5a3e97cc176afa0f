import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '@oncourse/openapi';
import { createAuthMiddleware } from './auth-middleware';
import { checkHealth, type FetchLike } from './health';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin of the API; the app is served from the same origin, tests pass `http://localhost`. */
  baseUrl: string;
  fetch?: FetchLike;
  getAccessToken: () => string | null;
  storeAccessToken: (token: string) => void;
  /** Where the middleware sends the user: /logout when renewal fails, /error when the server is down. */
  navigate: (to: '/logout' | '/error') => void;
  /**
   * Middleware that sees each network failure before the server-down check, and each answer before
   * the token renewal (the offline copy of API answers, docs/offline.md#what-is-kept).
   */
  outer?: Middleware[];
}

/**
 * The typed API client: bearer token on every call, one token renewal on an expired token, and
 * the server-down check on network failures (docs/accounts.md#behaviour).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
  // Renewal goes through a client without the middleware so a failing exchange cannot recurse.
  const plain = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: fetchImpl,
    credentials: 'same-origin',
  });
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: fetchImpl,
    credentials: 'same-origin',
  });

  client.use(
    createAuthMiddleware({
      getAccessToken: options.getAccessToken,
      storeAccessToken: options.storeAccessToken,
      exchangeToken: async () => {
        // The refresh token travels in the HttpOnly oncourse_refresh cookie, never in page scripts.
        const { data, response } = await plain.POST('/api/auth/token-exchange', { body: {} });
        // No server behind the address: not a refusal (docs/offline.md#signed-in-while-offline).
        if (response.status >= 502 && response.status <= 504)
          throw new TypeError('The session could not be renewed');
        return data?.data.accessToken ?? null;
      },
      checkHealth: () => checkHealth(fetchImpl, options.baseUrl),
      onSessionExpired: () => options.navigate('/logout'),
      onServerDown: () => options.navigate('/error'),
    }),
  );
  // openapi-fetch runs answers and failures through middleware last-registered first: a failure the
  // offline copy can answer never reaches the server-down check.
  for (const middleware of options.outer ?? []) client.use(middleware);
  return client;
}
