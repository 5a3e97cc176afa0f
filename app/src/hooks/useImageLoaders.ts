import { useCallback } from 'react';
import { useApi } from '../services';

/** A loader for a user's profile picture, or null when there is none (keeps its identity per id). */
export function useProfileImageLoader(
  imageId: number | null | undefined,
): (() => Promise<Blob | undefined>) | null {
  const api = useApi();
  const load = useCallback(async () => {
    if (!imageId) return undefined;
    const { data } = await api.GET('/api/app-user/profile/{imageId}', {
      params: { path: { imageId } },
      parseAs: 'blob',
    });
    return data;
  }, [api, imageId]);
  return imageId ? load : null;
}

/** A loader for an organisation's logo, or null when it has none. */
export function useOrganisationLogoLoader(
  logoId: number | null | undefined,
): (() => Promise<Blob | undefined>) | null {
  const api = useApi();
  const load = useCallback(async () => {
    if (!logoId) return undefined;
    const { data } = await api.GET('/api/organisation/logo/{id}', {
      params: { path: { id: logoId } },
      parseAs: 'blob',
    });
    return data;
  }, [api, logoId]);
  return logoId ? load : null;
}
