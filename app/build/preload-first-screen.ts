import type { Plugin } from 'vite';

/**
 * Names in index.html the chunks the first screen of most visits needs beyond the entry's own
 * (docs/engineering.md#first-visit): `modulepreload` for their JavaScript and their stylesheets
 * linked, so they download with the entry instead of after it has run and the router has asked for
 * the page's route files (Vite links a stylesheet only once, so the route's import finds it there).
 * Vite already preloads what the entry imports statically.
 */
export function preloadFirstScreen(chunkNames: readonly string[]): Plugin {
  return {
    name: 'oncourse-preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return Object.values(bundle).flatMap((chunk) =>
          chunk.type === 'chunk' && chunkNames.includes(chunk.name)
            ? [
                {
                  tag: 'link',
                  attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
                  injectTo: 'head' as const,
                },
                ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => ({
                  tag: 'link',
                  attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` },
                  injectTo: 'head' as const,
                })),
              ]
            : [],
        );
      },
    },
  };
}
