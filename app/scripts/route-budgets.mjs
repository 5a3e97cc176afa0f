// What each route of the production build downloads, read from the Vite manifest, and the budgets
// it must keep (docs/engineering.md#route-budgets). Pure functions over the manifest, so the CLI
// (bundle-size.mjs), its test and the bench all count the same way.

/** Vite reports kB as thousands of bytes; the budgets use the same unit so both numbers agree. */
export const KB = 1000;

/** Signed-out pages (sign-in, registration, password pages): the first page a new club sees. */
export const SIGNED_OUT_BUDGET_KB = 150;
/** Every signed-in page on a cold load (nothing cached). */
export const SIGNED_IN_BUDGET_KB = 250;
/** New JavaScript a click from one page to another may download beyond the layout it stays in. */
export const ROUTE_CHANGE_BUDGET_KB = 60;

/**
 * Pages still over a budget, each with a ceiling (kB, its size when the budgets were set, rounded
 * up) and what keeps it there. The check fails when such a page grows past its ceiling, and when it
 * fits its real budget again, so the entry is deleted rather than left to hide a regression.
 */
export const OVER_BUDGET = {
  '/carbon-method': {
    firstLoadKb: 0,
    changeKb: 68,
    why: 'outside both frames, it reads the code they share (common, build/chunk-groups.ts) whole, the offline copy of API answers (reads by POST too), the session renewal that tells no answer from a refusal and the error page that says the app is offline among it, and react-aria\'s locale code, which the sign-in page no longer loads at all (LocaleProvider)',
  },
  '/terms-and-conditions': {
    firstLoadKb: 0,
    changeKb: 68,
    why: 'outside both frames, it reads the code they share (common, build/chunk-groups.ts) whole, the offline copy of API answers (reads by POST too), the session renewal that tells no answer from a refusal and the error page that says the app is offline among it, and react-aria\'s locale code, which the sign-in page no longer loads at all (LocaleProvider)',
  },
};

/**
 * JavaScript and CSS files the sign-in page's first load may take (docs/engineering.md#first-visit):
 * a phone on a slow network waits a round trip for each few of them.
 */
export const SIGN_IN_FILES_LIMIT = 12;

/** Manifest keys of the programme's own code (its routes and screens), never in a club user's pages. */
const PROGRAMME_KEYS = /^src\/(?:routes\/programme|programme\/|verifier\/)/;

/**
 * Code a layout fetches in the background once its first page is drawn and the browser is idle
 * (app/src/shell/prefetch-when-idle.ts), by the layout's route file: the manifest keys of the modules
 * it imports dynamically. A route change into a page inside that layout finds their files (with
 * their static imports) loaded; a first load counts them only when the page itself imports them.
 * The price, said in docs/engineering.md#route-budgets: a cold signed-in visit downloads them once,
 * in the background, whether or not a form is opened. A key the layout no longer imports
 * dynamically counts nothing and fails the check.
 */
export const PREFETCHED_WHEN_IDLE = {
  'src/routes/_app.tsx': ['src/forms/idle-prefetch.ts'],
};

const ROUTES_DIR = 'src/routes/';
/** The page every visitor meets first: a manifest without it was not read as the router splits routes. */
const SIGN_IN_PATH = '/login';

/** The route file a manifest key belongs to: `src/routes/a.tsx?tsr-split=component` → `src/routes/a.tsx`. */
function routeFileOf(key) {
  if (!key.startsWith(ROUTES_DIR)) return undefined;
  const file = key.split('?')[0];
  return file.endsWith('.tsx') || file.endsWith('.ts') ? file : undefined;
}

/** The page's address as a person types it: `src/routes/_app/profile/$type.tsx` → `/profile/$type`. */
export function routePath(file) {
  const segments = file
    .slice(ROUTES_DIR.length)
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index');
  return `/${segments.join('/')}`;
}

/**
 * Every page's route files from the outermost layout to the page itself, as the router nests them
 * by folder: `_app/profile/$type.tsx` renders inside `_app.tsx`. The root route is in the entry.
 */
export function routeChains(manifest) {
  const files = new Set(Object.keys(manifest).map(routeFileOf).filter(Boolean));
  const layouts = new Set();
  for (const file of files) {
    const folder = file.replace(/\.tsx?$/, '/');
    if ([...files].some((other) => other.startsWith(folder))) layouts.add(file);
  }
  const chains = [];
  for (const file of [...files].sort()) {
    if (layouts.has(file) || file === `${ROUTES_DIR}__root.tsx`) continue;
    const parts = file.slice(ROUTES_DIR.length).split('/');
    const chain = [];
    for (let i = 1; i < parts.length; i++) {
      const folder = ROUTES_DIR + parts.slice(0, i).join('/');
      const layout = [`${folder}.tsx`, `${folder}.ts`].find((candidate) => files.has(candidate));
      if (layout) chain.push(layout);
    }
    chain.push(file);
    chains.push({ file, path: routePath(file), chain, signedOut: file.startsWith(`${ROUTES_DIR}_public/`) });
  }
  return chains;
}

/** The manifest chunks a set of chunks loads before it runs: the chunks and their static imports, transitively. */
function staticKeys(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The JavaScript files a set of manifest chunks loads before it runs: the chunks and their static imports, transitively. */
export function staticClosure(manifest, keys) {
  const files = new Set();
  for (const key of staticKeys(manifest, keys))
    if (manifest[key].file.endsWith('.js')) files.add(manifest[key].file);
  return files;
}

/** The JavaScript and CSS files a set of manifest chunks loads before it runs. */
export function codeFiles(manifest, keys) {
  const files = new Set();
  for (const key of staticKeys(manifest, keys)) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return files;
}

/** A route file's code-split parts (`?tsr-split=component`, `?tsr-split=loader`…) or the file itself. */
function partsOf(manifest, file) {
  return Object.keys(manifest).filter((key) => key === file || key.startsWith(`${file}?`));
}

/** The entry's files: what index.html loads for every page before the router picks one. */
export function entryFiles(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  return staticClosure(manifest, entries);
}

/**
 * What each layout of `prefetched` (PREFETCHED_WHEN_IDLE's shape) fetches when idle: the files beyond
 * the entry's and its own, and the modules it names but does not import dynamically from its own
 * code (counted as nothing).
 */
export function idlePrefetches(manifest, prefetched = PREFETCHED_WHEN_IDLE) {
  const entry = entryFiles(manifest);
  const byLayout = new Map();
  for (const [layout, modules] of Object.entries(prefetched)) {
    const layoutKeys = staticKeys(manifest, partsOf(manifest, layout));
    const loaded = new Set([...entry, ...staticClosure(manifest, [...layoutKeys])]);
    const wired = (module) => [...layoutKeys].some((key) => manifest[key].dynamicImports?.includes(module));
    const reached = staticClosure(manifest, modules.filter(wired));
    byLayout.set(layout, {
      files: new Set([...reached].filter((file) => !loaded.has(file))),
      unwired: modules.filter((module) => !wired(module)),
    });
  }
  return byLayout;
}

/**
 * Each page's first-load set (entry + every route file of its chain, with static imports) and the
 * part a route change into it may have to download (the same minus the entry, its layouts and what
 * its layouts fetch when idle, `prefetched`).
 */
export function routeLoads(manifest, prefetched = PREFETCHED_WHEN_IDLE) {
  const entry = entryFiles(manifest);
  const idle = idlePrefetches(manifest, prefetched);
  return routeChains(manifest).map((route) => {
    const layouts = route.chain.slice(0, -1);
    const layoutKeys = layouts.flatMap((file) => partsOf(manifest, file));
    const pageKeys = partsOf(manifest, route.file);
    const layout = new Set([...entry, ...staticClosure(manifest, layoutKeys)]);
    const firstLoad = new Set([...layout, ...staticClosure(manifest, pageKeys)]);
    const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
    const firstLoadFiles = codeFiles(manifest, [...entryKeys, ...layoutKeys, ...pageKeys]);
    const loadedBefore = new Set([
      ...layout,
      ...layouts.flatMap((file) => [...(idle.get(file)?.files ?? [])]),
    ]);
    const change = new Set([...firstLoad].filter((file) => !loadedBefore.has(file)));
    return { ...route, firstLoad, firstLoadFiles, change };
  });
}

/**
 * What every react-aria component writes on its element (`data-rac`): the mark of react-aria's
 * component code in a built file.
 */
export const REACT_ARIA_MARK = 'data-rac';

/**
 * Checks every page against its budgets; `bytesOf(file)` is a file's size as sent (its Brotli copy). Returns one row
 * per page (sizes in bytes) and the list of broken budgets, each said as a sentence. With
 * `textOf(file)` it also fails a signed-out page that loads react-aria's components: those pages
 * draw the browser's own controls, and one react-aria button brings back about 15 kB of
 * interaction code, the room the budget has.
 */
export function checkRouteBudgets(
  manifest,
  bytesOf,
  overBudget = OVER_BUDGET,
  textOf = undefined,
  prefetched = PREFETCHED_WHEN_IDLE,
) {
  const total = (files) => [...files].reduce((sum, file) => sum + bytesOf(file), 0);
  const rows = routeLoads(manifest, prefetched).map((route) => {
    const budget = (route.signedOut ? SIGNED_OUT_BUDGET_KB : SIGNED_IN_BUDGET_KB) * KB;
    const known = overBudget[route.path];
    return {
      ...route,
      firstLoadBytes: total(route.firstLoad),
      changeBytes: total(route.change),
      budget,
      firstLoadLimit: Math.max(budget, (known?.firstLoadKb ?? 0) * KB),
      changeLimit: Math.max(ROUTE_CHANGE_BUDGET_KB * KB, (known?.changeKb ?? 0) * KB),
      known,
    };
  });
  const failures = [];
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
  for (const row of rows) {
    const allowed = (limit, budgetBytes) =>
      limit > budgetBytes
        ? `the ${kb(limit)} ceiling of a page still over budget`
        : `its ${kb(budgetBytes)} budget`;
    if (row.firstLoadBytes > row.firstLoadLimit)
      failures.push(
        `${row.path}: ${kb(row.firstLoadBytes)} on first load, over ${allowed(row.firstLoadLimit, row.budget)}`,
      );
    if (row.changeBytes > row.changeLimit)
      failures.push(
        `${row.path}: ${kb(row.changeBytes)} of new JavaScript on a route change, over ${allowed(row.changeLimit, ROUTE_CHANGE_BUDGET_KB * KB)}`,
      );
    const ariaFile =
      textOf && row.signedOut
        ? [...row.firstLoad].find((file) => textOf(file).includes(REACT_ARIA_MARK))
        : undefined;
    if (ariaFile)
      failures.push(
        `${row.path}: loads react-aria's components (${ariaFile}); signed-out pages use the browser's own buttons and links`,
      );
    if (row.known && row.firstLoadBytes <= row.budget && row.changeBytes <= ROUTE_CHANGE_BUDGET_KB * KB)
      failures.push(`${row.path}: within its budgets now, delete its OVER_BUDGET entry (route-budgets.mjs)`);
  }
  const signIn = rows.find((row) => row.path === SIGN_IN_PATH);
  if (signIn && signIn.firstLoadFiles.size > SIGN_IN_FILES_LIMIT)
    failures.push(
      `${SIGN_IN_PATH}: ${signIn.firstLoadFiles.size} JavaScript and CSS files on first load, over its ${SIGN_IN_FILES_LIMIT}`,
    );
  const programmeFiles = new Set(
    Object.keys(manifest)
      .filter((key) => PROGRAMME_KEYS.test(key))
      .map((key) => manifest[key].file),
  );
  for (const row of rows) {
    if (PROGRAMME_KEYS.test(row.file)) continue;
    const staff = [...row.firstLoad].find((file) => programmeFiles.has(file));
    if (staff) failures.push(`${row.path}: loads the programme's own code (${staff}) on a club user's page`);
  }
  // Pages are found by their route files' manifest keys: had the build named them otherwise, every
  // budget would pass over no page at all.
  if (!rows.some((row) => row.path === SIGN_IN_PATH))
    failures.push(
      `${SIGN_IN_PATH}: the manifest names no sign-in page, so the budgets checked nothing (route-budgets.mjs finds pages by their route files' keys, ${ROUTES_DIR}…)`,
    );
  for (const [layout, { unwired }] of idlePrefetches(manifest, prefetched))
    for (const module of unwired)
      failures.push(
        `${layout}: PREFETCHED_WHEN_IDLE names ${module}, which the layout's code does not import dynamically (prefetch-when-idle.ts)`,
      );
  for (const path of Object.keys(overBudget))
    if (!rows.some((row) => row.path === path))
      failures.push(`${path}: an OVER_BUDGET entry for a page that no longer exists`);
  return { rows, failures };
}
