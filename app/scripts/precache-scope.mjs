// Which built files the service worker precaches (docs/offline.md#what-is-kept): the app shell
// and the code of every page that works offline, and not the code only the pages that need the
// server reach (the programme console, documents and uploads, reports, the team and profile
// pages). Offline, those pages say they need a connection (app/src/shell/RouteError.tsx) instead
// of loading code they could not use; that keeps the precache under its 2 MB budget.

/** Route files (Vite manifest keys, without the code-split query) of pages that need the server. */
export const NEEDS_SERVER =
  /^src\/routes\/(programme(\/|\.tsx)|_public\/|_app\/(documents|insights|certification|profile|user-profile|helpdesk|create-facility|join-facility|accept-invitation|programme-invitation)(\/|\.tsx))/;

/**
 * Modules loaded lazily only to send something to the server, wherever their page works offline:
 * cropping an image is the step before its upload, so an offline device never opens it.
 */
export const UPLOAD_ONLY = /^src\/forms\/CropDialog\.tsx$/;

/**
 * Every file a manifest entry reaches by static and dynamic imports, not crossing into another
 * route, nor (for the kept side, `offline`) lazily into a module that only serves an upload.
 */
function reach(manifest, key, files, offline, seen = new Set()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  const lazy = (chunk.dynamicImports ?? []).filter((next) => !(offline && UPLOAD_ONLY.test(next)));
  for (const next of [...(chunk.imports ?? []), ...lazy])
    if (next === key || !next.startsWith('src/routes/')) reach(manifest, next, files, offline, seen);
}

/**
 * The files reached only from pages that need the server: what the precache leaves out.
 * `manifest` is Vite's build manifest (`dist/.vite/manifest.json`).
 */
export function serverOnlyFiles(manifest) {
  const kept = new Set();
  const online = new Set();
  reach(manifest, 'index.html', kept, true);
  for (const key of Object.keys(manifest)) {
    if (key.startsWith('src/routes/')) {
      const offline = !NEEDS_SERVER.test(key);
      reach(manifest, key, offline ? kept : online, offline);
    }
    // A file nothing imports (none today) stays in: better kept than missing offline.
    else if (
      !Object.values(manifest).some((chunk) =>
        [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].includes(key),
      ) &&
      !UPLOAD_ONLY.test(key)
    )
      reach(manifest, key, kept, true);
  }
  return new Set([...online].filter((file) => !kept.has(file)));
}

/** The precache's budget: what a device keeps to open the app offline, as stored (not as sent). */
export const PRECACHE_BUDGET_BYTES = 2 * 1024 * 1024;

/** The URLs the built service worker (`dist/sw.js`, Workbox's generateSW) precaches. */
export function precachedUrls(serviceWorker) {
  return [...serviceWorker.matchAll(/\{url:"([^"]+)",revision:(?:"[^"]*"|null)\}/g)].map((match) => match[1]);
}
