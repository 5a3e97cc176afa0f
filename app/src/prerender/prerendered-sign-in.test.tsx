import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { createServices } from '../create-services';
import { createAppRouter } from '../router';
import { createFakeFetch, fail } from '../test/fake-api';
import { BASE_URL } from '../test/render-app';
import { createMemoryHistory } from '@tanstack/react-router';
import { canHydrate } from './can-hydrate';
import { hydratePrerendered } from './hydrate-prerendered';
import { renderPage } from './render-page';
// The guard the prerendered pages name (it listens on the document from here on, for forms inside a
// prerendered page only).
import '../../public/hold-early-submit.js';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  cleanup();
});

/** The sign-in page as the build prerenders it, on the screen before any script has run. */
async function prerenderedSignIn(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = String(new Date().getFullYear());
  container.innerHTML = (await renderPage('/login')).body;
  document.body.append(container);
  return container;
}

/** What the entry point does with it (src/main.tsx): the router loads the page, React hydrates it. */
async function hydrate(container: HTMLElement, whileHydrating?: () => void) {
  const { fetch, calls } = createFakeFetch({
    'POST /api/auth/login': () => fail(401, 'UNAUTHORIZED', 'Wrong e-mail address or password'),
  });
  const services = createServices({ baseUrl: BASE_URL, fetch, navigate: () => undefined });
  const router = createAppRouter(services, createMemoryHistory({ initialEntries: ['/login'] }));
  await router.load();
  await act(async () => {
    root = hydratePrerendered(
      container,
      <StrictMode>
        <App services={services} router={router} />
      </StrictMode>,
    );
    whileHydrating?.();
  });
  return calls;
}

/** Typing as a browser does before React listens: the field's text changes, nothing else. */
function typeBeforeScripts(label: RegExp, text: string) {
  fieldLabelled(label).value = text;
}

const fieldLabelled = (label: RegExp) =>
  screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

describe('a prerendered sign-in page (docs/engineering.md#prerendered-pages)', () => {
  it('is taken over as drawn, and signs in with what was typed before it came alive', async () => {
    const container = await prerenderedSignIn();
    const heading = screen.getByRole('heading', { name: 'Sign in' });
    typeBeforeScripts(/^E-mail address/, 'greenkeeper@example.com');
    typeBeforeScripts(/^Password/, 'typed-before-hydration');

    const calls = await hydrate(container);
    // The same elements, not a page drawn again over the first one.
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBe(heading);
    expect(fieldLabelled(/^E-mail address/).value).toBe('greenkeeper@example.com');

    // No keystroke after hydration: the press of the button alone sends what is in the fields.
    await act(async () => screen.getByRole('button', { name: 'Sign in' }).click());
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/login')).toBe(true));
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toMatchObject({
      email_address: 'greenkeeper@example.com',
      password: 'typed-before-hydration',
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Check your e-mail address and password'),
    );
  });

  it('sends a form submitted before it came alive once it is, with what was typed, without reloading', async () => {
    const container = await prerenderedSignIn();
    typeBeforeScripts(/^E-mail address/, 'greenkeeper@example.com');
    typeBeforeScripts(/^Password/, 'pressed-enter-early');
    const form = container.querySelector('form');
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(sent);
    // The browser's own submit (a post and a reload) did not happen.
    expect(sent.defaultPrevented).toBe(true);

    const calls = await hydrate(container);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/login')).toBe(true));
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toMatchObject({
      email_address: 'greenkeeper@example.com',
      password: 'pressed-enter-early',
    });
    // Live now: a later submit is the app's alone.
    expect(container.dataset.prerendered).toBeUndefined();
  });

  it('sends a submit made as React starts hydrating, once', async () => {
    const container = await prerenderedSignIn();
    typeBeforeScripts(/^E-mail address/, 'greenkeeper@example.com');
    typeBeforeScripts(/^Password/, 'pressed-during-hydration');
    // Held by the guard until the form is live, then sent by the app alone.
    const calls = await hydrate(container, () =>
      container
        .querySelector('form')
        ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
    );
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/login')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.filter((call) => call.path === '/api/auth/login')).toHaveLength(1);
  });

  it('with nothing typed, asks for the missing fields as the page always has', async () => {
    const calls = await hydrate(await prerenderedSignIn());
    await act(async () => screen.getByRole('button', { name: 'Sign in' }).click());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('missing'),
    );
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(false);
  });
});

describe('when a prerendered page is hydrated', () => {
  const container = document.createElement('div');
  container.dataset.prerendered = '2026';
  const visit = { signedIn: false, search: '', year: 2026 };

  it('for a visitor without a session, at an address without a query, in the year it was drawn', () => {
    expect(canHydrate(container, visit)).toBe(true);
  });

  it('not otherwise: the app draws the page itself', () => {
    expect(canHydrate(container, { ...visit, year: 2027 })).toBe(false);
    expect(canHydrate(container, { ...visit, signedIn: true })).toBe(false);
    expect(canHydrate(container, { ...visit, search: '?lang=de' })).toBe(false);
    expect(canHydrate(document.createElement('div'), visit)).toBe(false);
  });
});
