import type { ApiClient } from '../api/client';

/** Fetches one language's catalogue (docs/languages-units-themes.md#interface-strings: `GET /api/string/strings-by-code` → `data.strings`). */
export async function loadStrings(api: ApiClient, code: string): Promise<Record<string, string> | null> {
  const { data } = await api.GET('/api/string/strings-by-code', { params: { query: { code } } });
  return data?.data.strings ?? null;
}
