import { afterEach, describe, expect, it, vi } from 'vitest';
// The classic script the prerendered pages name, as the browser runs it.
import source from '../../public/start-after-paint.js?raw';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.replaceChildren();
});

/** The tag prerender.mjs writes, run as the browser runs a deferred script once the page is read. */
function runStartAfterPaint() {
  const tag = document.createElement('script');
  tag.src = '/start-after-paint.js';
  tag.dataset.entry = '/assets/index-a1.js';
  tag.dataset.preload = '/assets/react-b2.js /assets/router-c3.js';
  document.head.append(tag);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
  new Function(source)();
}

/** What the page has asked for so far, in order; "cors" as Vite's own tags ask (their cache entry is shared). */
const requested = () =>
  [...document.head.querySelectorAll<HTMLElement>('link[rel="modulepreload"], script[type="module"]')].map(
    (element) => {
      const url = element instanceof HTMLScriptElement ? element.src : (element as HTMLLinkElement).href;
      const kind = element instanceof HTMLScriptElement ? 'script' : 'preload';
      return `${kind} ${new URL(url).pathname}${element.hasAttribute('crossorigin') ? ' cors' : ''}`;
    },
  );

describe('a prerendered page starts the app after its first paint (docs/engineering.md#prerendered-pages)', () => {
  it('asks for no code until the first frame has been drawn, then for the preloads and the entry in order', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    runStartAfterPaint();
    expect(requested()).toEqual([]);
    // The frame's callback runs just before it is painted: still nothing asked for.
    vi.advanceTimersToNextFrame();
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual([
      'preload /assets/react-b2.js cors',
      'preload /assets/router-c3.js cors',
      'script /assets/index-a1.js cors',
    ]);
  });
});
