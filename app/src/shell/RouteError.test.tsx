import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../create-services';
import { ensureFullCatalogue } from '../i18n/i18n';
import { ServicesProvider } from '../services';
import { RouteError } from './RouteError';

const CODE_NOT_ARRIVED = new TypeError('Failed to fetch dynamically imported module: /assets/documents.js');

/** A page whose code never arrived, as the browser words it, shown through RouteError; `/error` beside it. */
async function openUnreachedPage(serverAnswers: boolean, failure: Error = CODE_NOT_ARRIVED) {
  const services = {
    ...createServices({ baseUrl: 'http://localhost', navigate: () => undefined }),
    checkHealth: vi.fn(async () => serverAnswers),
  };
  await ensureFullCatalogue(services.catalogue);
  // The router logs the page's failure: expected here, so kept out of the test's output.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/documents',
    loader: () => {
      throw failure;
    },
    errorComponent: RouteError,
  });
  const errorPage = createRoute({
    getParentRoute: () => root,
    path: '/error',
    component: () => <p>We'll be back.</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([page, errorPage]),
    history: createMemoryHistory({ initialEntries: ['/documents'] }),
  });
  await act(async () => {
    render(
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>,
    );
    await router.load();
  });
  return { router, services };
}

describe('a page whose code or data never arrived', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it.each([
    ['its code', CODE_NOT_ARRIVED],
    ['its stylesheet', new Error('Unable to preload CSS for /assets/DocumentTable.css')],
  ])('opens the error page when %s never arrived and the server does not answer', async (_, failure) => {
    const { router } = await openUnreachedPage(false, failure);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/error'));
    expect(screen.getByText("We'll be back.")).toBeTruthy();
  });

  it('says the page needs a connection, and stays, when the server answers', async () => {
    const { router, services } = await openUnreachedPage(true);
    await vi.waitFor(() => expect(services.checkHealth).toHaveBeenCalled());
    expect(await screen.findByText('This page needs a connection.', { exact: false })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/documents');
  });

  it('asks no server when the device knows it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { router, services } = await openUnreachedPage(false);
    expect(await screen.findByText('This page needs a connection.', { exact: false })).toBeTruthy();
    expect(services.checkHealth).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/documents');
  });
});
