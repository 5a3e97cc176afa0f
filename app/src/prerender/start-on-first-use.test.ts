import { describe, expect, it } from 'vitest';
// The classic script the prerendered pages name, as the browser runs it.
import source from '../../public/start-on-first-use.js?raw';

/**
 * A page of its own with the tag prerender.mjs writes, the script run on it as the browser runs a
 * deferred script once the page is read; its one field.
 */
function runStartOnFirstUse() {
  const page = document.implementation.createHTMLDocument();
  const tag = page.createElement('script');
  tag.src = 'http://localhost/start-on-first-use.js';
  tag.dataset.entry = 'http://localhost/assets/index-a1.js';
  tag.dataset.preload = 'http://localhost/assets/react-b2.js http://localhost/assets/router-c3.js';
  // A stylesheet the page's HTML holds back, as prerender.mjs writes it (its rules the page draws
  // with are inlined).
  const sheet = page.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = 'http://localhost/assets/common-d4.css';
  sheet.media = 'not all';
  sheet.setAttribute('data-until-first-use', '');
  page.head.append(sheet, tag);
  Object.defineProperty(page, 'currentScript', { value: tag });
  new Function('document', source)(page);
  const field = page.createElement('input');
  page.body.append(field);
  return field;
}

/** What the page has asked for so far, in order; "cors" as Vite's own tags ask (their cache entry is shared). */
const requested = (page: Document) =>
  [...page.head.querySelectorAll<HTMLElement>('link[rel="modulepreload"], script[type="module"]')].map(
    (element) => {
      const url = element instanceof HTMLScriptElement ? element.src : (element as HTMLLinkElement).href;
      const kind = element instanceof HTMLScriptElement ? 'script' : 'preload';
      return `${kind} ${new URL(url).pathname}${element.hasAttribute('crossorigin') ? ' cors' : ''}`;
    },
  );

const APP = [
  'preload /assets/react-b2.js cors',
  'preload /assets/router-c3.js cors',
  'script /assets/index-a1.js cors',
];

describe('a prerendered page starts the app at its first use (docs/engineering.md#prerendered-pages)', () => {
  it('asks for no code while the page is only looked at, the field it opens with focused included', () => {
    const field = runStartOnFirstUse();
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(requested(field.ownerDocument)).toEqual([]);
  });

  it('asks for the preloads and the entry, in order and once, at the first key', () => {
    const field = runStartOnFirstUse();
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }));
    expect(requested(field.ownerDocument)).toEqual(APP);
  });

  it('turns the stylesheets the HTML held back on at the first use, not before', () => {
    const field = runStartOnFirstUse();
    const sheet = field.ownerDocument.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(sheet.media).toBe('not all');
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(sheet.media).toBe('');
  });

  it('asks for them when the browser fills in a field, and at a touch or a pointer', () => {
    for (const use of ['input', 'pointerdown', 'touchstart']) {
      const field = runStartOnFirstUse();
      field.dispatchEvent(new Event(use, { bubbles: true }));
      expect(requested(field.ownerDocument)).toEqual(APP);
    }
  });
});
