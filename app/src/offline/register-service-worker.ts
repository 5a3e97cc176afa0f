/**
 * Registers the service worker the build writes (`/sw.js`, app/pwa.config.ts) and offers its
 * updates (docs/offline.md#updates). Nothing of the worker's own code runs in the page: this is
 * the registration call and a listener, kept on the signed-out pages' first load on purpose.
 *
 * A new worker waits: it takes over only when the person presses "reload" in the offer, so a
 * page open mid-edit keeps running the code it started with.
 */

type Listener = () => void;

let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function offer(worker: ServiceWorker) {
  waiting = worker;
  for (const listener of listeners) listener();
}

function watch(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer) {
  // A worker that waits already (installed while another tab held the old one) is offered at once.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Without a controller this is the first install: there is nothing to update from.
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });
}

/** How often an open page asks whether a newer version was deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): void {
  if (!container || import.meta.env.DEV) return;
  const register = () => {
    container
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        watch(registration, container);
        setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
      })
      // No worker (a private window, a browser that refuses it): the app works online as before.
      .catch(() => undefined);
  };
  // After the page's own first load, so the worker's precache never competes with it.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Whether a newer version waits to take over. */
export function updateWaiting(): boolean {
  return waiting !== null;
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Lets the waiting version take over and reloads the page into it. */
export function applyUpdate(container = globalThis.navigator?.serviceWorker): void {
  if (!waiting || !container) return;
  container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
