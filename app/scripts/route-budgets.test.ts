// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkRouteBudgets, routeLoads } from './route-budgets.mjs';

// A build whose manifest keys are what Vite writes: the entry, route files split by the router
// plugin, shared chunks reached by static imports, a lazy one reached only by a dynamic import, and
// the module the signed-in layout fetches when idle (PREFETCHED_WHEN_IDLE) reaching the form.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: [] },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  '_editor.js': { file: 'assets/editor.js' },
  'src/routes/_public.tsx?tsr-split=component': { file: 'assets/public.js', imports: ['_react.js'] },
  'src/routes/_public/login.tsx?tsr-split=component': { file: 'assets/login.js' },
  'src/routes/_public/registration-page.tsx?tsr-split=component': {
    file: 'assets/registration.js',
    imports: ['_form.js'],
    dynamicImports: ['_editor.js'],
  },
  'src/routes/_app.tsx?tsr-split=loader': {
    file: 'assets/app-loader.js',
    dynamicImports: ['src/forms/idle-prefetch.ts'],
  },
  'src/forms/idle-prefetch.ts': {
    file: 'assets/idle-prefetch.js',
    isDynamicEntry: true,
    imports: ['_form.js'],
  },
  'src/routes/_app/index.tsx?tsr-split=component': { file: 'assets/dashboard.js', imports: ['_form.js'] },
};
const sizes: Record<string, number> = {
  'assets/index.js': 60_000,
  'assets/react.js': 70_000,
  'assets/form.js': 50_000,
  'assets/editor.js': 130_000,
  'assets/public.js': 1_000,
  'assets/login.js': 2_000,
  'assets/registration.js': 3_000,
  'assets/app-loader.js': 5_000,
  'assets/dashboard.js': 4_000,
  'assets/idle-prefetch.js': 100,
};

describe('route budgets', () => {
  it("counts a page's layouts and static imports, transitively, and leaves its lazy parts out", () => {
    const registration = routeLoads(manifest).find((route) => route.path === '/registration-page');
    expect([...(registration?.firstLoad ?? [])].sort()).toEqual(
      [
        'assets/form.js',
        'assets/index.js',
        'assets/public.js',
        'assets/react.js',
        'assets/registration.js',
      ].sort(),
    );
    expect([...(registration?.change ?? [])].sort()).toEqual(['assets/form.js', 'assets/registration.js']);
    expect(routeLoads(manifest).map((route) => route.path)).toEqual(['/', '/login', '/registration-page']);
  });

  it('fails a signed-out page over 150 kB and a route change over 60 kB, and names them', () => {
    const { failures } = checkRouteBudgets(manifest, (file) => sizes[file] ?? 0, {});
    // 60 + 70 + 1 + 50 + 3 = 184 kB for registration; the dashboard adds 4 kB to its layout, which
    // fetched the form when idle.
    expect(failures).toEqual([
      expect.stringMatching(/^\/registration-page: 184\.0 kB on first load, over its 150\.0 kB budget/),
    ]);
  });

  it('holds a page known to be over budget to its ceiling, and asks for the entry to go once it fits', () => {
    const known = { '/registration-page': { firstLoadKb: 190, changeKb: 0, why: 'a fixture' } };
    expect(checkRouteBudgets(manifest, (file) => sizes[file] ?? 0, known).failures).toEqual([]);
    const smaller: Record<string, number> = { ...sizes, 'assets/form.js': 10_000 };
    expect(checkRouteBudgets(manifest, (file) => smaller[file] ?? 0, known).failures).toEqual([
      expect.stringMatching(/^\/registration-page: within its budgets now/),
    ]);
  });

  it("fails a signed-out page that loads react-aria's components, naming the file, and not a signed-in one", () => {
    const texts: Record<string, string> = { 'assets/form.js': 'createElement("button",{"data-rac":""})' };
    const textOf = (file: string) => texts[file] ?? '';
    const roomy = { '/registration-page': { firstLoadKb: 190, changeKb: 0, why: 'a fixture' } };
    expect(checkRouteBudgets(manifest, (file) => sizes[file] ?? 0, roomy, textOf).failures).toEqual([
      "/registration-page: loads react-aria's components (assets/form.js); signed-out pages use the browser's own buttons and links",
    ]);
    expect(
      checkRouteBudgets(
        manifest,
        (file) => sizes[file] ?? 0,
        roomy,
        () => '',
      ).failures,
    ).toEqual([]);
  });

  it('counts what the signed-in layout fetches when idle as loaded on a route change into its pages, never on a first load', () => {
    const dashboard = routeLoads(manifest).find((route) => route.path === '/');
    expect(dashboard?.firstLoad.has('assets/form.js')).toBe(true);
    expect([...(dashboard?.change ?? [])]).toEqual(['assets/dashboard.js']);
    // A signed-out page is outside that layout: its route change still downloads the form.
    const registration = routeLoads(manifest).find((route) => route.path === '/registration-page');
    expect(registration?.change.has('assets/form.js')).toBe(true);
    // Without the prefetch the same click downloads the form too.
    const unprefetched = routeLoads(manifest, {}).find((route) => route.path === '/');
    expect([...(unprefetched?.change ?? [])].sort()).toEqual(['assets/dashboard.js', 'assets/form.js']);
  });

  it('fails, and counts nothing as fetched, when the layout no longer imports what it is said to prefetch', () => {
    const unwired = {
      ...manifest,
      'src/routes/_app.tsx?tsr-split=loader': { file: 'assets/app-loader.js' },
    };
    const sized = (file: string) => sizes[file] ?? 0;
    const roomy = { '/registration-page': { firstLoadKb: 190, changeKb: 0, why: 'a fixture' } };
    const { rows, failures } = checkRouteBudgets(unwired, sized, roomy);
    expect(failures).toEqual([
      "src/routes/_app.tsx: PREFETCHED_WHEN_IDLE names src/forms/idle-prefetch.ts, which the layout's code does not import dynamically (prefetch-when-idle.ts)",
    ]);
    expect(rows.find((row) => row.path === '/')?.changeBytes).toBe(54_000);
  });

  it('fails a manifest in which it finds no sign-in page, as when the build names route files anew', () => {
    const sized = (file: string) => sizes[file] ?? 0;
    const roomy = { '/registration-page': { firstLoadKb: 190, changeKb: 0, why: 'a fixture' } };
    expect(checkRouteBudgets(manifest, sized, roomy).failures).toEqual([]);
    const moved = Object.fromEntries(
      Object.entries(manifest).map(([key, chunk]) => [key.replace('src/routes/', 'app/src/routes/'), chunk]),
    );
    expect(checkRouteBudgets(moved, sized, {}, undefined, {}).failures).toEqual([
      "/login: the manifest names no sign-in page, so the budgets checked nothing (route-budgets.mjs finds pages by their route files' keys, src/routes/…)",
    ]);
  });

  it('fails a sign-in page whose first load takes more than 12 JavaScript and CSS files, its stylesheets counted', () => {
    const sized = (file: string) => sizes[file] ?? 0;
    const roomy = { '/registration-page': { firstLoadKb: 190, changeKb: 0, why: 'a fixture' } };
    const login = routeLoads(manifest).find((route) => route.path === '/login');
    expect([...(login?.firstLoadFiles ?? [])].sort()).toEqual([
      'assets/index.js',
      'assets/login.js',
      'assets/public.js',
      'assets/react.js',
    ]);
    // Nine small route parts and stylesheets more: 13 files.
    const split = {
      ...manifest,
      'src/routes/_public/login.tsx?tsr-split=component': {
        file: 'assets/login.js',
        css: ['assets/login.css'],
        imports: ['_a.js', '_b.js', '_c.js', '_d.js', '_e.js', '_f.js', '_g.js', '_h.js'],
      },
      ...Object.fromEntries(
        'abcdefgh'.split('').map((letter) => [`_${letter}.js`, { file: `assets/${letter}.js` }]),
      ),
    };
    expect(checkRouteBudgets(split, sized, roomy).failures).toEqual([
      '/login: 13 JavaScript and CSS files on first load, over its 12',
    ]);
  });

  it("fails a club user's page that loads the programme's own code, and not a programme page", () => {
    const sized = (file: string) => sizes[file] ?? 0;
    const roomy = { '/registration-page': { firstLoadKb: 190, changeKb: 0, why: 'a fixture' } };
    const withProgramme = {
      ...manifest,
      'src/programme/queue/QueueScreen.tsx': { file: 'assets/queue.js', isDynamicEntry: true },
      'src/routes/programme/queue.tsx?tsr-split=component': {
        file: 'assets/queue-route.js',
        imports: ['_react.js'],
      },
    };
    expect(checkRouteBudgets(withProgramme, sized, roomy).failures).toEqual([]);
    const leaking = {
      ...withProgramme,
      'src/routes/_app/index.tsx?tsr-split=component': {
        file: 'assets/dashboard.js',
        imports: ['_form.js', 'src/programme/queue/QueueScreen.tsx'],
      },
    };
    expect(checkRouteBudgets(leaking, sized, roomy).failures).toEqual([
      "/: loads the programme's own code (assets/queue.js) on a club user's page",
    ]);
  });
});
