import { createApiClient } from './api/client';
import { checkHealth, type FetchLike } from './api/health';
import { createImageCache } from './api/image-cache';
import { createAppCatalogue } from './i18n/i18n';
import { createApiCopy } from './offline/api-copy';
import { accessTokenAtom, createAppStore, setAccessTokenAtom, userAtom } from './session/atoms';
import type { AppServices } from './services';

export interface CreateServicesOptions {
  baseUrl: string;
  fetch?: FetchLike;
  /** Navigation for the API middleware; bound to the router once it exists. */
  navigate: (to: '/logout' | '/error') => void;
}

/** Wires store, translations and API client together (the store restores the session from cookies). */
export function createServices(options: CreateServicesOptions): AppServices {
  const store = createAppStore();
  const api = createApiClient({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    getAccessToken: () => store.get(accessTokenAtom),
    storeAccessToken: (token) => store.set(setAccessTokenAtom, token),
    navigate: options.navigate,
    outer: [createApiCopy({ getUserId: () => store.get(userAtom)?.id ?? null })],
  });
  const fetchImpl: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
  return {
    api,
    images: createImageCache(api),
    store,
    catalogue: createAppCatalogue(),
    checkHealth: () => checkHealth(fetchImpl, options.baseUrl),
  };
}
