import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { createFakeFetch, ok, signedInTestClient } from '../test/fake-api';
import { createApiCopy, forgetApiCopies, savedOnDeviceAt } from './api-copy';

/** Cache Storage as the browser keeps it, in memory (jsdom has none): answers by cache name and URL. */
function memoryCaches(): CacheStorage {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (request: Request, response: Response) => void store.set(request.url, response.clone()),
      match: async (request: Request) => store.get(request.url)?.clone(),
    } as unknown as Cache;
  };
  return {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  } as unknown as CacheStorage;
}

const YEARS = { ok: true, status: 200, data: [{ year: 2025, percentage: 40 }] };

function setup(
  caches: CacheStorage,
  user: { id: number | null },
  network: { up: boolean },
  navigate: (to: '/logout' | '/error') => void = () => undefined,
) {
  const { fetch } = createFakeFetch({
    'GET /api/maintenance': () =>
      network.up ? ok(YEARS.data) : Promise.reject(new TypeError('Failed to fetch')),
    'GET /api/healthcheck': () => Promise.reject(new TypeError('Failed to fetch')),
  });
  return createApiClient({
    baseUrl: 'http://localhost',
    fetch,
    getAccessToken: () => 'token',
    storeAccessToken: () => undefined,
    navigate,
    outer: [createApiCopy({ getUserId: () => user.id, caches, now: () => Date.UTC(2026, 5, 1, 14, 32) })],
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the offline copy of API answers', () => {
  const offline = vi.spyOn(navigator, 'onLine', 'get');
  afterEach(() => offline.mockReset());

  it('answers a request the network cannot reach with what the same user last fetched, and says when it was saved', async () => {
    const caches = memoryCaches();
    const network = { up: true };
    const api = setup(caches, { id: 7 }, network);
    await api.GET('/api/maintenance');
    await settle();

    // The browser may still think it is online (a dead Wi-Fi): the copy answers before any server-down check.
    network.up = false;
    const navigate = vi.fn();
    const { data } = await setup(caches, { id: 7 }, network, navigate).GET('/api/maintenance');
    expect(data).toEqual(YEARS);
    expect(navigate).not.toHaveBeenCalled();
    expect(savedOnDeviceAt()).toBe(Date.UTC(2026, 5, 1, 14, 32));

    network.up = true;
    await api.GET('/api/maintenance');
    expect(savedOnDeviceAt()).toBeNull();
  });

  it('never answers one user with another’s copy, and keeps nothing after sign-out', async () => {
    const caches = memoryCaches();
    const network = { up: true };
    await setup(caches, { id: 7 }, network).GET('/api/maintenance');
    await settle();
    network.up = false;
    offline.mockReturnValue(false);
    await expect(setup(caches, { id: 8 }, network).GET('/api/maintenance')).rejects.toThrow();

    await forgetApiCopies(caches);
    await expect(setup(caches, { id: 7 }, network).GET('/api/maintenance')).rejects.toThrow();
  });

  it('keeps the answers read by a POST under their body: a section opened offline finds its best practice’s answers', async () => {
    const caches = memoryCaches();
    const network = { up: true };
    const answersOf = (slug: string) => [{ id: slug.length, slug }];
    const { fetch } = createFakeFetch({
      'POST /api/reviews/answers/organisation/11': (call) =>
        network.up
          ? ok(answersOf((call.body as { slugs: string[] }).slugs[0] ?? ''))
          : Promise.reject(new TypeError('Failed to fetch')),
    });
    const api = signedInTestClient(fetch, { outer: [createApiCopy({ getUserId: () => 7, caches })] });
    const read = (slug: string) =>
      api.POST('/api/reviews/answers/organisation/{orgId}', {
        params: { path: { orgId: 11 } },
        body: { slugs: [slug] },
      });
    await read('nature');
    await read('community');
    await settle();

    network.up = false;
    expect((await read('nature')).data).toEqual({ ok: true, status: 200, data: answersOf('nature') });
    expect((await read('community')).data).toEqual({ ok: true, status: 200, data: answersOf('community') });
    await expect(read('resources')).rejects.toThrow();
  });
});
