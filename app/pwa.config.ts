import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { serverOnlyFiles } from './scripts/precache-scope.mjs';

const viteManifest = fileURLToPath(new URL('./dist/.vite/manifest.json', import.meta.url));

/**
 * The web app manifest and the service worker (docs/offline.md). The worker precaches the app
 * shell and every route's code, so a person who opened the app once can open it without a
 * network; it caches no API answer (those stay in the page's own per-user store). It waits
 * until the page asks it to take over, so an update is offered, never forced on someone mid-edit,
 * and the page registers it itself (`app/src/offline/register-service-worker.ts`): no script is
 * injected into index.html, so the signed-out pages' first load gains nothing but that call.
 */
export function pwa(): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    // The manifest's icons are fetched by the browser when it installs the app, not by a page.
    includeAssets: ['favicon.svg'],
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'OnCourse',
      short_name: 'OnCourse',
      description: 'The golf sustainability programme for facilities and tournaments.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The facility colour; a tournament's pages switch the browser's bar to its blue at run time
      // (app/src/theme/theme.ts).
      theme_color: '#4CA471',
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      // The build writes .br and .gz copies beside each file: the browser gets those through
      // Content-Encoding, so only the files themselves are precached.
      globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
      globIgnores: ['**/*.br', '**/*.gz', '.vite/**', 'sw.js', 'workbox-*.js'],
      // Every app URL answers index.html, as the server does; the API and downloads never do.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      cleanupOutdatedCaches: true,
      // The first install controls the open page at once; an update activates only when asked.
      clientsClaim: true,
      skipWaiting: false,
      // Hashed files under /assets change name when they change: no revision query needed.
      dontCacheBustURLsMatching: /^assets\//,
      // Code only the pages that need the server reach stays out (scripts/precache-scope.mjs).
      manifestTransforms: [
        (entries) => {
          const left = serverOnlyFiles(JSON.parse(readFileSync(viteManifest, 'utf8')));
          return { manifest: entries.filter((entry) => !left.has(entry.url)), warnings: [] };
        },
      ],
    },
  });
}
