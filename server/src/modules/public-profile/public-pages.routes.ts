// The public pages anyone can open without signing in (docs/public-recognition.md#screens):
// server-rendered HTML, SVG, PNG and XML, outside the JSON contract. Registered before the app's
// SPA fallback so these paths are never answered with the app.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { badgePng } from './badge-png.ts';
import * as pages from './public-pages.service.ts';
import { pageLanguage, pageStrings, type PageLanguage } from './reader-language.ts';
import { badgeSvg } from './views/badge.view.ts';
import { directoryPage } from './views/directory.view.ts';
import { notFoundPage } from './views/not-found.view.ts';
import { pageText, type PageText } from './views/page-text.ts';
import { profilePage } from './views/profile.view.ts';
import { sitemapXml, robotsTxt } from './views/sitemap.view.ts';
import { verifyPage } from './views/verify.view.ts';

/** Short: a change the club makes shows within a minute even where a cache kept the page (docs/public-recognition.md#decisions). */
const CACHE_CONTROL = 'public, max-age=60';

type Query = Record<string, unknown>;

// Building a language's date, number and region formatters costs more than a badge's query: once a language.
const readerTexts = new Map<PageLanguage, PageText>();

function readerText(request: FastifyRequest): PageText {
  const lang = pageLanguage((request.query as Query).lang, request.headers['accept-language']);
  let text = readerTexts.get(lang);
  if (!text) readerTexts.set(lang, (text = pageText(lang, pageStrings(lang))));
  return text;
}

/** Sends a public answer: cacheable for a short while, per language, with an ETag (added by @fastify/etag). */
function send(reply: FastifyReply, type: string, body: string | Buffer, status = 200) {
  return reply
    .code(status)
    .type(type)
    .header('cache-control', CACHE_CONTROL)
    .header('vary', 'Accept-Language')
    .send(body);
}

const HTML = 'text/html; charset=utf-8';

export async function registerPublicPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Encapsulated, so the ETag hook covers these pages only.
  await app.register(async (scope) => {
    await scope.register(fastifyEtag);
    const { appUrl } = ctx.config;

    const notFound = async (request: FastifyRequest, reply: FastifyReply) => {
      const text = readerText(request);
      return send(reply, HTML, notFoundPage(text, request.url.split('?')[0]!, appUrl), 404);
    };

    scope.get('/directory', async (request, reply) => {
      const text = readerText(request);
      const data = await pages.directory(ctx, pages.directoryFilters(request.query as Query));
      return send(reply, HTML, directoryPage(text, data, appUrl));
    });

    scope.get<{ Params: { slug: string } }>('/directory/:slug', async (request, reply) => {
      const text = readerText(request);
      const data = await pages.profile(ctx, request.params.slug, text.lang);
      if (!data) return notFound(request, reply);
      return send(reply, HTML, profilePage(text, data, appUrl));
    });

    scope.get<{ Params: { slug: string } }>('/directory/:slug/image', async (request, reply) => {
      const found = await pages.profileImage(ctx, request.params.slug);
      if (!found) return notFound(request, reply);
      return reply.type(found.contentType).header('cache-control', CACHE_CONTROL).send(found.body);
    });

    scope.get('/verify', async (request, reply) => {
      const typed = (request.query as Query).code;
      const text = readerText(request);
      if (typeof typed !== 'string' || typed.trim() === '') {
        return send(reply, HTML, verifyPage(text, { kind: 'form' }, appUrl));
      }
      return answerCode(text, typed.trim().slice(0, 40), reply);
    });

    scope.get<{ Params: { code: string } }>('/verify/:code', async (request, reply) =>
      answerCode(readerText(request), request.params.code.slice(0, 40), reply),
    );

    async function answerCode(text: PageText, typed: string, reply: FastifyReply) {
      const found = await pages.certificate(ctx, typed);
      return found
        ? send(reply, HTML, verifyPage(text, { kind: 'found', certificate: found }, appUrl))
        : send(reply, HTML, verifyPage(text, { kind: 'unknown', typed }, appUrl), 404);
    }

    scope.get<{ Params: { file: string } }>('/badge/:file', async (request, reply) => {
      const match = /^(.+)\.(svg|png)$/.exec(request.params.file);
      const found = match ? await pages.badge(ctx, match[1]!) : null;
      if (!match || !found) return notFound(request, reply);
      const text = readerText(request);
      const svg = badgeSvg(text, found, `${appUrl}/directory/${found.slug}`);
      // Sites that show the badge are other origins: let them load it.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return match[2] === 'svg'
        ? send(reply, 'image/svg+xml; charset=utf-8', svg)
        : send(reply, 'image/png', badgePng(svg));
    });

    scope.get('/sitemap.xml', async (_request, reply) =>
      send(reply, 'application/xml; charset=utf-8', sitemapXml(appUrl, await pages.listedProfiles(ctx))),
    );

    scope.get('/robots.txt', async (_request, reply) => {
      // A robots.txt the built app ships wins; without one, point crawlers at the sitemap.
      const shipped = join(ctx.config.appDist, 'robots.txt');
      const body = existsSync(shipped) ? readFileSync(shipped, 'utf8') : robotsTxt(appUrl);
      return send(reply, 'text/plain; charset=utf-8', body);
    });
  });
}
