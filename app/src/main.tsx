import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createServices } from './create-services';
import { registerServiceWorker } from './offline/register-service-worker';
import { createAppRouter, type AppRouter } from './router';
import { startReaderLanguage } from './i18n/start-reader-language';
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
createRoot(container).render(
  <StrictMode>
    <App services={services} router={router} />
  </StrictMode>,
);

// Opens the app without a network next time (docs/offline.md).
registerServiceWorker();
