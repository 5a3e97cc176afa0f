import { createMemoryHistory } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { App } from '../App';
import { createServices } from '../create-services';
import { createAppRouter, type AppRouter } from '../router';
import type { AppServices } from '../services';
import { createFakeFetch, type Handler } from './fake-api';

export const BASE_URL = 'http://localhost';

// jsdom lacks these; react-aria's popovers call CSS.escape and the router restores scroll.
const css = (globalThis.CSS ??= {} as typeof CSS);
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);
window.scrollTo = () => undefined;

/** The texts a screen reader reads after a control's name (its aria-describedby targets). */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

export { clearCookies } from './cookies';

export interface RenderedApp {
  router: AppRouter;
  services: AppServices;
  calls: ReturnType<typeof createFakeFetch>['calls'];
}

/** Renders the whole app at `path` on a memory history, talking to a fake API. */
export async function renderApp(path: string, handlers: Record<string, Handler> = {}): Promise<RenderedApp> {
  const { fetch, calls } = createFakeFetch(handlers);
  const holder: { router?: AppRouter } = {};
  const services = createServices({
    baseUrl: BASE_URL,
    fetch,
    navigate: (to) => void holder.router?.navigate({ to }),
  });
  const router = createAppRouter(services, createMemoryHistory({ initialEntries: [path] }));
  holder.router = router;
  await act(async () => {
    render(<App services={services} router={router} />);
    await router.load();
  });
  return { router, services, calls };
}
