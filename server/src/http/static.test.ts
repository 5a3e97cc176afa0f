import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

const appDist = mkdtempSync(join(tmpdir(), 'oncourse-dist-'));
mkdirSync(join(appDist, 'assets'));
writeFileSync(join(appDist, 'index.html'), '<!doctype html><title>OnCourse</title><div id="root"></div>');
writeFileSync(join(appDist, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(join(appDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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
