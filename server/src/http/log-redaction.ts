// Registration and reset links carry single-use secrets in the query string; request logs must
// never hold them, or anyone who can read the logs could complete someone else's registration.
const secretQueryParameters = /([?&](?:token|refresh_token)=)[^&#]*/gi;

/** The URL with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(secretQueryParameters, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}

/** Fastify's request serializer, with secrets removed from the URL. */
export function serializeRequest(request: LoggedRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
  };
}
