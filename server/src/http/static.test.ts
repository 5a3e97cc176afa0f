import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

const appDist = mkdtempSync(join(tmpdir(), 'oncourse-dist-'));
mkdirSync(join(appDist, 'assets'));
mkdirSync(join(appDist, 'prerendered'));
// As app/scripts/prerender.mjs writes a signed-out first screen: index.html with the page drawn in.
const prerenderedHtml =
  '<!doctype html><title>OnCourse</title><div id="root" data-prerendered="2026"><h1>Create your account</h1></div>';
const indexHtml = '<!doctype html><title>OnCourse</title><div id="root"></div>';
const script = `export const greetings = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `hello ${i}`))};`;
// As the build writes them (app/vite.config.ts): each text file with its .br and .gz copies beside it.
for (const [file, text] of [
  ['index.html', indexHtml],
  ['assets/index-abc123.js', script],
  ['prerendered/registration-page.html', prerenderedHtml],
] as const) {
  writeFileSync(join(appDist, file), text);
  writeFileSync(join(appDist, `${file}.br`), brotliCompressSync(text));
  writeFileSync(join(appDist, `${file}.gz`), gzipSync(text));
}
writeFileSync(join(appDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(appDist, 'sw.js'), 'self.addEventListener("install", () => {});');
writeFileSync(join(appDist, 'manifest.webmanifest'), '{"name":"OnCourse"}');
afterAll(() => rmSync(appDist, { recursive: true, force: true }));

describe('serving the built app', () => {
  const t = useTestApp('pglite', { config: { appDist }, seed: false });

  it('serves index.html at / and files by path, hashed assets cached for good, the favicon for a day', async () => {
    const root = await t.current.app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<div id="root">');
    expect(root.headers['cache-control']).toBe('no-cache');

    const asset = await t.current.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const favicon = await t.current.app.inject({ url: '/favicon.svg' });
    expect(favicon.headers['content-type']).toMatch(/image\/svg\+xml/);
    // Asked for again on every navigation inside the app: kept a day, not revalidated each time.
    expect(favicon.headers['cache-control']).toBe('public, max-age=86400');
    expect((await t.current.app.inject({ url: '/index.html' })).headers['cache-control']).toBe('no-cache');
  });

  it('revalidates the service worker every time, so a deployed version is offered at the next visit', async () => {
    const worker = await t.current.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.current.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
  });

  it('answers index.html for any other GET outside /api (SPA fallback), query strings included', async () => {
    for (const url of [
      '/login',
      '/tournaments/login?lang=de',
      '/review/nature/summary',
      '/profile/facility',
    ]) {
      const response = await t.current.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('sends a script as Brotli to a browser that accepts it, gzip to one that accepts only gzip, as it is otherwise', async () => {
    const url = '/assets/index-abc123.js';
    const brotli = await t.current.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 3);

    const gzip = await t.current.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(script);

    const plain = await t.current.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    // A cache between server and browser must keep one copy per encoding.
    for (const response of [brotli, gzip, plain]) expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends index.html compressed at / and for app URLs, still revalidated on every visit', async () => {
    for (const url of ['/', '/login', '/review/nature/summary?lang=de']) {
      const response = await t.current.app.inject({
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString('utf8'), url).toBe(indexHtml);
    }
  });

  it('sends a prerendered page, compressed and revalidated, to a first visit without a query or a session', async () => {
    const first = await t.current.app.inject({
      url: '/registration-page',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toMatch(/text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(prerenderedHtml);

    // Another language, an invitation's token or a session: the page the browser draws itself.
    for (const [url, cookie] of [
      ['/registration-page?lang=de', undefined],
      ['/registration-page?token=abc', undefined],
      ['/registration-page', 'theme=dark; oncourse_access_token=abc'],
    ] as const) {
      const other = await t.current.app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(other.body, url).toBe(indexHtml);
    }
  });

  it("answers the browser's own post of a prerendered form with the page again, keeping nothing sent", async () => {
    // What a browser sends for a form with method="post" (LightForm's).
    const formPost = (url: string, payload: string) =>
      t.current.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const post = await formPost('/registration-page', 'email=someone%40example.com&password=secret');
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe('/registration-page');
    // Only the pages with a prerendered form: any other page's post is not found.
    const elsewhere = await formPost('/review/nature', 'a=b');
    expect(elsewhere.statusCode).toBe(404);
  });

  it('does not answer index.html for missing files, other methods or /api', async () => {
    expect((await t.current.app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    const post = await t.current.app.inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
    expect(post.json().data.code).toBe('NOT_FOUND');
    const api = await t.current.app.inject({ url: '/api/unknown/thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ ok: false, status: 404, data: { code: 'NOT_FOUND', number: 404 } });
  });
});

describe('without a built app', () => {
  const t = useTestApp('pglite', { config: { appDist: join(appDist, 'not-there') }, seed: false });

  it('explains how to build the app instead of failing', async () => {
    const response = await t.current.app.inject({ url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('not built');
    expect(response.body).toContain('npm run build');
    expect((await t.current.app.inject({ url: '/api/healthcheck' })).statusCode).toBe(200);
  });
});
