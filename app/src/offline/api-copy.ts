import type { Middleware } from 'openapi-fetch';

/**
 * The signed-in user's copy of what the API last answered (docs/offline.md#what-is-kept): every JSON
 * answer to a GET (and to the few POSTs that only read, by their body) is kept in the browser's Cache Storage under the user's own name, and when the
 * network fails the same request is answered from it, so a page opened before opens offline with
 * what was last fetched. One user's answers are never read for another, and sign-out deletes them.
 * The service worker keeps no API answer: this copy lives in the page, where the user is known.
 */

const SAVED_AT = 'x-oncourse-saved-at';
const PREFIX = 'oncourse-api-user-';
/**
 * Calls that read with a POST (a body too long or too structured for a query): the answers of the
 * named best practices, which every best-practice section page reads.
 */
const READ_BY_POST = [/^\/api\/reviews\/answers\/organisation\/\d+$/];
const BODY_PARAM = 'x-oncourse-body';

type Listener = () => void;

/** When the answer shown was saved on this device: null while every answer comes from the server. */
let servedFromDevice: number | null = null;
const listeners = new Set<Listener>();

function setServedFromDevice(savedAt: number | null) {
  if (savedAt === servedFromDevice) return;
  servedFromDevice = savedAt;
  for (const listener of listeners) listener();
}

/** The oldest save time among the answers read from the device since the network went away. */
export function savedOnDeviceAt(): number | null {
  return servedFromDevice;
}

export function onServedFromDevice(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const cacheName = (userId: number) => `${PREFIX}${userId}`;

export interface ApiCopyOptions {
  /** The signed-in user, or null (nothing is kept or read). */
  getUserId: () => number | null;
  caches?: CacheStorage | undefined;
  now?: () => number;
}

/** Keeps GET answers per user and answers from them when the network fails. */
export function createApiCopy({
  getUserId,
  caches = globalThis.caches,
  now = Date.now,
}: ApiCopyOptions): Middleware {
  // A read by POST is kept under its address with its body as a query (Cache Storage keys GETs).
  const bodies = new Map<string, string>();
  const keyOf = (request: Request, id: string): Request | null => {
    if (request.method === 'GET') return new Request(request.url, { method: 'GET' });
    const body = bodies.get(id);
    if (body === undefined) return null;
    const url = new URL(request.url);
    url.searchParams.set(BODY_PARAM, body);
    return new Request(url, { method: 'GET' });
  };
  return {
    async onRequest({ request, id }) {
      if (
        request.method === 'POST' &&
        READ_BY_POST.some((path) => path.test(new URL(request.url).pathname))
      ) {
        bodies.set(id, await request.clone().text());
      }
      return undefined;
    },
    async onResponse({ request, response, id }) {
      const userId = getUserId();
      const type = response.headers.get('content-type') ?? '';
      const asKey = keyOf(request, id);
      bodies.delete(id);
      if (!caches || userId === null || !asKey || !response.ok || !type.includes('json')) return undefined;
      // openapi-fetch passes the answer onError gave through onResponse too: that one is the copy.
      if (response.headers.has(SAVED_AT)) return undefined;
      // The server answers again: what shows is live, and the line goes.
      setServedFromDevice(null);
      const headers = new Headers(response.headers);
      headers.set(SAVED_AT, String(now()));
      const body = await response.clone().arrayBuffer();
      // Kept in the background: a full or refused store costs the page nothing.
      void caches
        .open(cacheName(userId))
        .then((cache) => cache.put(asKey, new Response(body, { status: response.status, headers })))
        .catch(() => undefined);
      return undefined;
    },
    async onError({ request, id }) {
      const userId = getUserId();
      const asKey = keyOf(request, id);
      bodies.delete(id);
      if (!caches || userId === null || !asKey) return undefined;
      const kept = await caches
        .open(cacheName(userId))
        .then((cache) => cache.match(asKey))
        .catch(() => undefined);
      if (!kept) return undefined;
      const savedAt = Number(kept.headers.get(SAVED_AT));
      setServedFromDevice(
        servedFromDevice === null || savedAt < servedFromDevice ? savedAt : servedFromDevice,
      );
      return kept;
    },
  };
}

/** Deletes the user's copy (at sign-out), and any other user's left on this device. */
export async function forgetApiCopies(caches: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!caches) return;
  const names = await caches.keys().catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.startsWith(PREFIX)).map((name) => caches.delete(name)));
  setServedFromDevice(null);
}
