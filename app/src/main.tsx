import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createServices } from './create-services';
import { registerServiceWorker } from './offline/register-service-worker';
import { createAppRouter, type AppRouter } from './router';
import { startReaderLanguage } from './i18n/start-reader-language';
// The files, not the folder's index: through the index, rolldown put take-over-form (LightForm's)
// in a chunk of its own, one more file on the sign-in page's first load.
import { canHydrate } from './prerender/can-hydrate';
import { hydratePrerendered } from './prerender/hydrate-prerendered';
import { sessionAtom } from './session/atoms';
import './styles/app.css';

// The API client needs to navigate, and the router needs the client: the holder breaks the circle.
const holder: { router?: AppRouter } = {};
const services = createServices({
  baseUrl: window.location.origin,
  navigate: (to) => void holder.router?.navigate({ to }),
});
// A reader in another language than English: the catalogue downloads alongside the page's code.
startReaderLanguage(services, window.location.search);
const router = createAppRouter(services);
holder.router = router;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App services={services} router={router} />
  </StrictMode>
);
// A prerendered sign-in or registration page is on the screen already: React takes it over once
// the router has the page's code, keeping what was typed (docs/engineering.md#prerendered-pages).
if (
  canHydrate(container, {
    signedIn: services.store.get(sessionAtom) !== null,
    search: window.location.search,
    year: new Date().getFullYear(),
  })
) {
  void router.load().then(() => hydratePrerendered(container, app));
} else {
  container.replaceChildren();
  delete container.dataset.prerendered;
  createRoot(container).render(app);
}

// Opens the app without a network next time (docs/offline.md).
registerServiceWorker();
