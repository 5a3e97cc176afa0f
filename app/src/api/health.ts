/** The one fetch signature the app uses: a prepared Request in, a Response out (as openapi-fetch calls it). */
export type FetchLike = (request: Request) => Promise<Response>;

/** Asks the server whether it is up (docs/shell.md#calls GET /healthcheck); any failure counts as down. */
export async function checkHealth(fetchImpl: FetchLike, baseUrl: string): Promise<boolean> {
  try {
    const response = await fetchImpl(new Request(`${baseUrl}/api/healthcheck`, { cache: 'no-store' }));
    return response.ok;
  } catch {
    // No answer at all means the server is not up; the caller says so.
    return false;
  }
}
