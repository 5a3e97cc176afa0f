import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import type { AppRouter } from './router';
import { ServicesProvider, type AppServices } from './services';

/** The providers every screen relies on, shared by the entry point and the route tests. */
export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <JotaiProvider store={services.store}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </JotaiProvider>
  );
}
