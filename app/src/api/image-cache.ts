import type { ApiClient } from './client';

/** A bearer-protected image the API serves: a user's picture or an organisation's logo. */
export type ImageSource = { kind: 'profile'; id: number } | { kind: 'logo'; id: number };

/**
 * Images that belong to a component rather than a URL (the picture in the top bar shows on every
 * page). They need the bearer token, so an <img src> to the API cannot be used: each is fetched
 * once through the typed client and kept as an object URL for the session. One promise per image,
 * stable across renders, so components read it with React's `use()` under Suspense.
 */
export interface ImageCache {
  /** The object URL of the image, or null when it cannot be had (the caller shows its default). */
  url: (source: ImageSource) => Promise<string | null>;
  /** Forgets every image and frees its memory (sign-out). */
  clear: () => void;
}

export function createImageCache(api: ApiClient): ImageCache {
  const entries = new Map<string, Promise<string | null>>();
  const fetchBlob = async (source: ImageSource): Promise<Blob | undefined> => {
    const { data } =
      source.kind === 'profile'
        ? await api.GET('/api/app-user/profile/{imageId}', {
            params: { path: { imageId: source.id } },
            parseAs: 'blob',
          })
        : await api.GET('/api/organisation/logo/{id}', {
            params: { path: { id: source.id } },
            parseAs: 'blob',
          });
    return data;
  };
  return {
    url: (source) => {
      const key = `${source.kind}:${source.id}`;
      let entry = entries.get(key);
      if (!entry) {
        entry = fetchBlob(source).then(
          (blob) => (blob && blob.size > 0 ? URL.createObjectURL(blob) : null),
          // An image that cannot be fetched shows the placeholder, as an organisation without one does.
          () => null,
        );
        entries.set(key, entry);
      }
      return entry;
    },
    clear: () => {
      for (const entry of entries.values()) {
        void entry.then((url) => url && URL.revokeObjectURL(url));
      }
      entries.clear();
    },
  };
}
