// The security headers of every answer, set by helmet on the raw response so that the answers
// Fastify builds outside any route (a bad percent-escape, an over-long parameter) carry them too:
// those never run a route's hooks, so @fastify/helmet's hook would miss them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/** The app's CSP: own scripts only (no eval: the form validators are precompiled), data: images, inline styles. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** Powerful browser features the app never uses, switched off for it and anything it might embed. */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export type ApplySecurityHeaders = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Builds the function that sets every security header on a response. HSTS only when the public
 * URL is https: a club's own plain-HTTP install must keep working. API answers are never cached:
 * they carry user data (the static app sets its own cache headers after this).
 */
export function securityHeaders(config: Pick<Config, 'appUrl'>): ApplySecurityHeaders {
  const https = config.appUrl.startsWith('https:');
  const middleware = helmet({
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  return (request, response) => {
    middleware(request, response, () => undefined);
    response.setHeader('permissions-policy', permissionsPolicy);
    if (request.url === '/api' || request.url?.startsWith('/api/')) {
      response.setHeader('cache-control', 'no-store');
    }
  };
}
