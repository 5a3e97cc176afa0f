import type { ApiClient } from '../api/client';

type Strings = Record<string, string>;
const pending = new WeakMap<ApiClient, Map<string, Promise<Strings | null>>>();

/**
 * Fetches one language's catalogue (docs/languages-units-themes.md#interface-strings: `GET /api/string/strings-by-code` → `data.strings`).
 * A catalogue already on its way is not asked for again: the entry starts the reader's before React
 * renders (startReaderLanguage), and the switch the page makes once drawn joins that request.
 * `groups` asks for only those groups' keys (the signed-out pages' refresh of their bundled English).
 */
export function loadStrings(
  api: ApiClient,
  code: string,
  groups?: readonly string[],
): Promise<Strings | null> {
  let byCode = pending.get(api);
  if (!byCode) pending.set(api, (byCode = new Map()));
  const wanted = groups?.join(',');
  const asked = wanted === undefined ? code : `${code}:${wanted}`;
  const known = byCode.get(asked);
  if (known) return known;
  const request = api
    .GET('/api/string/strings-by-code', { params: { query: { code, groups: wanted } } })
    .then(({ data }) => data?.data.strings ?? null)
    .finally(() => byCode.delete(asked));
  byCode.set(asked, request);
  return request;
}
