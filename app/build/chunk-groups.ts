// How the production build groups modules into files (docs/engineering.md#first-visit): vendor code
// in a few long-lived chunks by how often it changes, the code every page runs in one chunk, the
// signed-out pages' shared code in one and the signed-in frame's in one, route code split as the
// router plugin splits it. Without groups, rolldown gave every set of pages sharing a module a chunk
// of its own: 57 files for the sign-in page, most under 1 kB, each a request.

/** What rolldown passes a group's `name` function: the module graph as it stands when chunking. */
interface ModuleGraph {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const REACT_ARIA =
  /[\\/]node_modules[\\/](?:react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized)[\\/]/;
const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

/** Where a module is loaded from: the entry, a layout, a page inside one, the programme's pages or else. */
type Root =
  'entry' | 'public layout' | 'public page' | 'signed-in layout' | 'signed-in page' | 'programme' | 'other';

function rootOf(id: string, isEntry: boolean): Root {
  if (isEntry) return 'entry';
  const path = id.replaceAll('\\', '/');
  if (path.includes('/src/routes/_public.tsx')) return 'public layout';
  if (path.includes('/src/routes/_public/')) return 'public page';
  if (path.includes('/src/routes/_app.tsx')) return 'signed-in layout';
  if (path.includes('/src/routes/_app/')) return 'signed-in page';
  if (path.includes('/src/routes/programme')) return 'programme';
  return 'other';
}

/**
 * The chunks that load a module first: walking its static importers up to the modules the build
 * starts a chunk at (the entry, and every module imported dynamically: the router's split route
 * parts, the lazy widgets).
 */
function rootsOf(id: string, graph: ModuleGraph, memo: Map<string, Set<Root>>): Set<Root> {
  const known = memo.get(id);
  if (known) return known;
  const roots = new Set<Root>();
  memo.set(id, roots);
  const info = graph.getModuleInfo(id);
  if (!info) return roots;
  if (info.isEntry || info.dynamicImporters.length > 0) roots.add(rootOf(id, info.isEntry));
  for (const importer of info.importers) for (const root of rootsOf(importer, graph, memo)) roots.add(root);
  return roots;
}

/**
 * The chunk a module goes in, by the layouts that load it: one both the signed-out and the
 * signed-in pages load (the logo, the form texts) in `common`; one only signed-out pages load (the
 * error page shares their layout) in `public`; one the signed-in frame loads in `shell`, since
 * every signed-in page has the frame (the programme's pages too, when they share a module with it,
 * never the other way round). Library code apart from the app's in each (`-vendor`): it changes
 * with its releases, not ours. Anything else (what only the programme's pages load, what two pages
 * share) is left to rolldown, so programme code never reaches a club user's page.
 */
function layoutGroup(id: string, graph: ModuleGraph, memo: Map<string, Set<Root>>): string | null {
  // A route's split part or a lazy module stays a chunk of its own: route code stays split.
  if ((graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return null;
  const roots = [...rootsOf(id, graph, memo)];
  const vendor = NODE_MODULES.test(id) ? '-vendor' : '';
  const has = (root: Root) => roots.includes(root);
  const signedOut = has('public layout') || has('public page');
  const signedIn = has('signed-in layout') || has('signed-in page');
  // The module graph names what a file imports before tree-shaking drops what no page uses: through
  // react-aria-components' index every react-aria module seems reached by every page that uses one,
  // so grouped they would all ride on every signed-in page (64 kB), and some on the signed-out ones.
  // Rolldown's own chunks follow what is really used. The few other libraries both frames reach (a
  // country's currency) go with the common code rather than in a file of their own.
  if (REACT_ARIA.test(id)) return null;
  if (signedOut && signedIn) return 'common';
  if (
    signedOut &&
    roots.every((root) => root === 'public layout' || root === 'public page' || root === 'other')
  )
    return 'public';
  if (has('signed-in layout') && !signedOut) return `shell${vendor}`;
  return null;
}

/** The groups, for `build.rolldownOptions.output.codeSplitting.groups`. */
export function chunkGroups() {
  // One memo per build: rolldown calls the name function once for each module it captured.
  const memo = new Map<string, Set<Root>>();
  return [
    // React changes with a major release: cached the longest.
    { name: 'react', test: nodeModule('react|react-dom|scheduler'), priority: 40 },
    // The router and its store change with the router's releases, every few weeks.
    {
      name: 'router',
      test: nodeModule(
        '@tanstack[\\\\/](?:react-router|router-core|history|store|react-store)|use-sync-external-store|tiny-invariant|tiny-warning|cookie-es|seroval|seroval-plugins',
      ),
      priority: 30,
    },
    // The rest of the libraries every page runs (jotai, the API client).
    { name: 'vendor', test: NODE_MODULES, tags: ['$initial' as const], priority: 20 },
    // The app's own code every page runs changes with every release.
    { name: 'app', test: (id: string) => !NODE_MODULES.test(id), tags: ['$initial' as const], priority: 10 },
    // One group for each family of layoutGroup's names, the one more pages load first.
    ...(['common', 'shell', 'public'] as const).map((family, index) => ({
      name: (id: string, graph: ModuleGraph) => {
        const name = layoutGroup(id, graph, memo);
        return name?.startsWith(family) ? name : null;
      },
      // A name made by a function is unnamed in rolldown's timing report (and it warns per group).
      debugName: family,
      priority: 8 - index,
      // Only the modules the rule picked: by default a group takes their imports along, and the
      // signed-out chunk took the logo and the engine with it onto every signed-in page.
      includeDependenciesRecursively: false,
    })),
  ];
}
