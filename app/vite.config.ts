import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The router plugin must run before the React plugin so route files are split before JSX is compiled.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split off too: each route's loader would otherwise sit in the entry chunk that
      // every page, the sign-in page first, downloads (its 150 KB budget). A route's loader and
      // component share one chunk: as two chunks they arrived one after the other on the year page
      // (waterfalls journey), a round trip before its data could start (docs/engineering.md#route-budgets).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
  ],
  resolve: {
    alias: [
      {
        // RJSF resolves `$ref`s with fast-uri; the forms have none, and the URL parser does the same.
        find: /^fast-uri$/,
        replacement: fileURLToPath(new URL('./src/forms/uri-resolver.ts', import.meta.url)),
      },
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(new URL('./src/forms/markdown-as-text.tsx', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
    // The bundled English strings live in fixtures/strings, outside the app folder.
    fs: { allow: ['..'] },
  },
  // The manifest lets scripts/bundle-size.mjs find the chunks a route loads.
  // No modulepreload polyfill: every browser the app supports preloads modules itself, and the
  // polyfill was JavaScript on every page's first load.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, modulePreload: { polyfill: false } },
});
