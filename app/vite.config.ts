import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { chunkGroups } from './build/chunk-groups';
import { preloadFirstScreen } from './build/preload-first-screen';
import { pwa } from './pwa.config.ts';

/**
 * RJSF's `Form` builds its registry from every default field, widget and template
 * (`getDefaultRegistry`), most of which the OnCourse theme replaces or no form reaches (file,
 * colour and rating inputs, the layout grid): the browser build gets the defaults a form can still
 * use instead (src/forms/rjsf-defaults/, held to the theme by rjsf-defaults.test.ts), about 10 kB
 * gzipped less on every page with a form (docs/engineering.md#route-budgets).
 */
function rjsfDefaults(): Plugin {
  const replacements: Record<string, string> = {
    './components/fields/index.js': './src/forms/rjsf-defaults/fields.ts',
    './components/templates/index.js': './src/forms/rjsf-defaults/templates.ts',
    './components/widgets/index.js': './src/forms/rjsf-defaults/widgets.ts',
  };
  return {
    name: 'oncourse-rjsf-defaults',
    enforce: 'pre',
    resolveId(source, importer) {
      const replacement = replacements[source];
      if (!replacement || !importer?.replaceAll('\\', '/').endsWith('/@rjsf/core/lib/getDefaultRegistry.js'))
        return undefined;
      return fileURLToPath(new URL(replacement, import.meta.url));
    },
  };
}

/** What only the browser build writes: preloads in index.html, compressed copies, the service worker. */
function browserBuildPlugins(): Plugin[] {
  return [
    // The code both frames share and the signed-out pages' own, named in index.html (build/chunk-groups.ts).
    preloadFirstScreen(['common', 'public']),
    // Every text file of the build, public ones included, gets a Brotli (.br) and a gzip (.gz) copy
    // beside it at the highest levels, which would be too slow per request; the server sends the copy
    // the browser accepts (server/src/http/static.ts) and the route budgets count the .br bytes
    // (docs/engineering.md#compression). A copy no smaller than its file is not written.
    compression({
      include: /\.(html|js|mjs|css|json|svg|webmanifest|txt|xml)$/,
      exclude: /^\.vite\//,
      algorithms: ['brotliCompress', 'gzip'],
    }),
    // The manifest and the service worker (docs/offline.md).
    pwa(),
  ];
}

// The router plugin must run before the React plugin so route files are split before JSX is compiled.
// `vite build --ssr src/prerender/render-page.tsx` makes the module that draws the prerendered pages
// (scripts/prerender.mjs, docs/engineering.md#prerendered-pages): the same sources, packages
// resolved as the browser build resolves them (their browser code, which the pages hydrate with)
// and bundled in, so the same class names and the same markup come out.
export default defineConfig(({ isSsrBuild }) => ({
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
    rjsfDefaults(),
    ...(isSsrBuild ? [] : browserBuildPlugins()),
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
  ssr: {
    noExternal: true,
    resolve: { conditions: ['browser', 'module', 'import', 'production', 'default'], externalConditions: [] },
  },
  build: isSsrBuild
    ? { outDir: 'dist-prerender', emptyOutDir: true, rolldownOptions: { output: { codeSplitting: false } } }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        modulePreload: { polyfill: false },
        // Vendor code in a few long-lived chunks, the frames' shared code in one each (build/chunk-groups.ts).
        rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
      },
}));
