import type { FetchLike } from '../api/health';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/client';

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** A JSON success in the API's envelope (docs/api.md#conventions). */
export function ok(data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ ok: true, status, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** An error in the API's error shape (docs/api.md#conventions). */
export function fail(status: number, code: string, message = code, field: string | null = null): Response {
  return new Response(JSON.stringify({ ok: false, status, data: { field, code, number: status, message } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A fetch that answers from handlers keyed "METHOD /api/path" (path without query); every call is
 * recorded. Unknown calls answer 404 in the error shape, like the real server.
 */
export function createFakeFetch(handlers: Record<string, Handler>): {
  fetch: FetchLike;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (request) => {
    const url = new URL(request.url);
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: new Headers(request.headers),
      body: await readBody(request.clone()),
    };
    calls.push(call);
    const handler = handlers[`${request.method} ${url.pathname}`];
    return handler ? handler(call) : fail(404, 'NOT_FOUND', 'Not found');
  };
  return { fetch, calls };
}

/**
 * The API client a signed-in page uses, on a fake fetch: a fixed access token, nothing stored or
 * navigated to. `more` adds options (an outer middleware such as the device's API copy).
 */
export function signedInTestClient(fetch: FetchLike, more: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({
    baseUrl: 'http://localhost',
    fetch,
    getAccessToken: () => 'token',
    storeAccessToken: () => undefined,
    navigate: () => undefined,
    ...more,
  });
}
