import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../core/errors.ts';
import { isApiPath } from './api-path.ts';

const notBuiltPage = (appDist: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>OnCourse — app not built</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1d2b22}code{background:#e3eeea;padding:.1rem .3rem;border-radius:.2rem}</style>
</head>
<body>
<h1>The OnCourse app is not built yet</h1>
<p>The server is running and its API answers under <code>/api</code>, but there is no built app in <code>${appDist.replace(/[<>&]/g, '')}</code>.</p>
<p>Build it from the repository root with <code>npm run build</code>, then reload this page (no restart needed). During development run the app with <code>npm run dev -w app</code> instead.</p>
</body>
</html>
`;

/**
 * The prerendered page the build wrote for `path` (app/scripts/prerender.mjs), as a path under the
 * app's folder, or undefined. Looked up per request, like index.html, so a new build needs no restart.
 */
function prerenderedPage(appDist: string, path: string): string | undefined {
  if (!/^\/[a-z-]+(\/[a-z-]+)*$/.test(path)) return undefined;
  const file = `prerendered${path}.html`;
  return existsSync(join(appDist, file)) ? file : undefined;
}

/** A visitor with the app's session cookie is sent past the sign-in pages: theirs is not the prerendered one. */
const hasSession = (cookie: string | undefined) => /(^|;\s*)oncourse_access_token=/.test(cookie ?? '');

/** The file a precompressed copy stands for: `index.html.br` is sent as `index.html`. */
const servedAs = (path: string) => path.replace(/\.(br|gz)$/, '');

/**
 * Serves the built app from APP_DIST with SPA fallback: any GET outside /api that is not a file
 * answers index.html; unknown /api routes answer 404 in the error shape. Without a build, a
 * short page explains how to build the app. A text file goes out as the Brotli or gzip copy the
 * build wrote beside it, whichever the browser accepts (br first), else as it is, always with
 * `Vary: Accept-Encoding` (docs/engineering.md#compression).
 */
export async function registerAppStatic(app: FastifyInstance, appDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: appDist,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    preCompressed: true,
    // Vite puts content-hashed files under /assets: cache them for good. index.html and the
    // prerendered pages name the newest of them, so they always revalidate, as does the service
    // worker, which names them too (docs/offline.md#updates). The few other files (the favicon)
    // keep a day: Chromium asks for the favicon again on every navigation inside the app.
    // `path` is the file sent, a .br or .gz copy included.
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : /(\.html|(^|\/)sw\.js)$/.test(servedAs(path))
            ? 'no-cache'
            : 'public, max-age=86400',
      );
    },
  });

  // Not async on purpose: returning the reply of sendFile from an async not-found handler set off
  // MaxListenersExceededWarning on every SPA fallback (Fastify awaits the reply, adding a listener).
  app.setNotFoundHandler((request, reply) => {
    const [path = '/', query] = request.url.split('?');
    const lastSegment = path.split('/').pop() ?? '';
    const prerendered = prerenderedPage(appDist, path);
    // A prerendered form sent before its script ran (the browser's own post): the page again, and
    // nothing of what was sent is kept.
    if (request.method === 'POST' && prerendered) {
      reply.redirect(path, 303);
      return;
    }
    if (
      isApiPath(path) ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      lastSegment.includes('.')
    ) {
      reply.send(notFound(`No route for ${request.method} ${path}`));
      return;
    }
    // Checked per request so building the app while the server runs needs no restart.
    if (prerendered && query === undefined && !hasSession(request.headers.cookie)) {
      reply.header('cache-control', 'no-cache').sendFile(prerendered);
      return;
    }
    if (existsSync(join(appDist, 'index.html'))) {
      reply.header('cache-control', 'no-cache').sendFile('index.html');
      return;
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(notBuiltPage(appDist));
  });
}
