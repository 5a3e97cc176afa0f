import type { Middleware } from 'openapi-fetch';

export interface AuthMiddlewareOptions {
  /** The current access token, or null when signed out. */
  getAccessToken: () => string | null;
  /**
   * Exchanges the refresh cookie for a new access token; null when the exchange is refused. Throws
   * when it got no answer (no network, no server): that is no refusal.
   */
  exchangeToken: () => Promise<string | null>;
  /** Keeps the new access token in the session. */
  storeAccessToken: (token: string) => void;
  /** Called when the session cannot be renewed: the app goes to /logout. */
  onSessionExpired: () => void;
  /** True when the server answers its health check. */
  checkHealth: () => Promise<boolean>;
  /** Called when a request got no answer (or 502/503/504) and the health check failed: the app goes to /error. */
  onServerDown: () => void;
}

/** A renewal that got no answer (as opposed to a refused one, null). */
const UNANSWERED = 'unanswered' as const;

/** The per-request opt-in to the status check; the middleware removes it before the request leaves. */
export const CHECK_STATUS_HEADER = 'x-check-status';

/**
 * Headers that make a request check status (docs/accounts.md#behaviour): a 401 or 403 it still gets after any
 * token renewal sends the user to /logout. `api.GET(path, { params, headers: CHECK_STATUS_HEADERS })`.
 */
export const CHECK_STATUS_HEADERS: Readonly<Record<string, string>> = { [CHECK_STATUS_HEADER]: '1' };

/**
 * The per-request opt-out of the server-down check: a call whose failure the page deals with itself
 * (a save or a note that waits in the outbox, docs/offline.md#the-outbox), where a failed request
 * means "not now", whatever `navigator.onLine` says, and must not take the person to /error.
 */
export const NO_SERVER_CHECK_HEADER = 'x-no-server-check';
export const NO_SERVER_CHECK_HEADERS: Readonly<Record<string, string>> = { [NO_SERVER_CHECK_HEADER]: '1' };

/** Calls that must never trigger a renewal: they are the renewal, or a 401 there means wrong details. */
const NO_RENEWAL_PATHS = ['/api/auth/login', '/api/auth/token-exchange', '/api/auth/logout'];

async function isExpiredTokenAnswer(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  try {
    const body: unknown = await response.clone().json();
    const data = (body as { data?: { message?: unknown } } | null)?.data;
    return data?.message === 'Unauthorized';
  } catch {
    // A body that is not JSON is not the session's 'Unauthorized': the answer goes to the caller as it came.
    return false;
  }
}

/** What a closing server or a load balancer with no server behind it answers. */
function isUnavailable(response: Response): boolean {
  return response.status === 502 || response.status === 503 || response.status === 504;
}

function isRefusal(response: Response): boolean {
  return response.status === 401 || response.status === 403;
}

function withBearer(request: Request, token: string): Request {
  const copy = new Request(request);
  copy.headers.set('Authorization', `Bearer ${token}`);
  return copy;
}

/**
 * Adds the bearer token to every call; renews the session once on a 401 'Unauthorized' and repeats
 * the call; sends the user to /logout on a 401 or 403 for a request that checks status, and to
 * /error when the server is unreachable (docs/accounts.md#behaviour, token renewal).
 */
export function createAuthMiddleware(options: AuthMiddlewareOptions): Middleware {
  // Concurrent 401s share one exchange: refresh tokens rotate, so a second exchange would reuse a
  // spent token and the server would revoke the whole family.
  let pendingExchange: Promise<string | null | typeof UNANSWERED> | null = null;
  const replayable = new Map<string, Request>();
  const checksStatus = new Set<string>();
  const noServerCheck = new Set<string>();

  const exchangeOnce = (): Promise<string | null | typeof UNANSWERED> => {
    pendingExchange ??= options
      .exchangeToken()
      .then((token) => {
        if (token) options.storeAccessToken(token);
        return token;
      })
      // No answer is not a refusal: the person stays signed in and the call counts as unanswered.
      .catch((): typeof UNANSWERED => UNANSWERED)
      .finally(() => {
        pendingExchange = null;
      });
    return pendingExchange;
  };

  const goToErrorPageWhenDown = async () => {
    // A device that knows it is offline is not looking at a server that is down: the page shows what
    // was kept on the device, or says it needs a connection (docs/offline.md#what-is-kept).
    if (globalThis.navigator?.onLine === false) return;
    // A health check that fails is a server that is down: the maintenance page says so.
    const up = await options.checkHealth().catch(() => false);
    if (!up) options.onServerDown();
  };

  return {
    onRequest({ request, id, schemaPath }) {
      if (request.headers.has(NO_SERVER_CHECK_HEADER)) {
        request.headers.delete(NO_SERVER_CHECK_HEADER);
        noServerCheck.add(id);
      }
      if (request.headers.has(CHECK_STATUS_HEADER)) {
        request.headers.delete(CHECK_STATUS_HEADER);
        checksStatus.add(id);
      }
      const token = options.getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      // The body is spent once sent, so a copy is kept for the one repeat after a renewal.
      if (!NO_RENEWAL_PATHS.includes(schemaPath)) replayable.set(id, request.clone());
      return request;
    },

    async onResponse({ response, id, options: fetchOptions }) {
      const original = replayable.get(id);
      replayable.delete(id);
      const checkStatus = checksStatus.delete(id);
      const checkServer = !noServerCheck.delete(id);
      if (isUnavailable(response)) {
        if (checkServer) await goToErrorPageWhenDown();
        return response;
      }
      if (!original || !(await isExpiredTokenAnswer(response))) {
        if (checkStatus && isRefusal(response)) options.onSessionExpired();
        return response;
      }

      const token = await exchangeOnce();
      // A token that expired while offline, and the renewal got no answer either: the person stays
      // signed in and the call fails like any call without a network (a save waits in the outbox);
      // the next call renews (docs/offline.md#signed-in-while-offline).
      if (token === UNANSWERED) throw new TypeError('No network to renew the session');
      if (!token) {
        options.onSessionExpired();
        return response;
      }
      const repeated = await fetchOptions.fetch(withBearer(original, token));
      // Still refused with a fresh token: the session cannot go on.
      if (repeated.status === 401 || (checkStatus && isRefusal(repeated))) options.onSessionExpired();
      return repeated;
    },

    async onError({ error, id }) {
      replayable.delete(id);
      checksStatus.delete(id);
      if (noServerCheck.delete(id)) return undefined;
      if (error instanceof DOMException && error.name === 'AbortError') return undefined;
      await goToErrorPageWhenDown();
      return undefined;
    },
  };
}
