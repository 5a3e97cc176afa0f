// A press on a prerendered form while the app takes the page over, in Chromium: the browser's rules
// for a form's submit events decide whether the held press is sent (docs/engineering.md#prerendered-pages).
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';

const source = (path: string) => readFileSync(new URL(`../../app/${path}`, import.meta.url), 'utf8');

// The guard the prerendered pages name, and the app's takeover as the app runs it.
const guard = source('public/hold-early-submit.js');
const takeOver = ts.transpileModule(source('src/prerender/take-over-form.ts'), {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
}).outputText;

/**
 * A prerendered sign-in form with the address typed before the app came. A listener on the page
 * root, where React listens, stands in for React: it sends a submit that reaches it on a live page.
 * The first press makes the app take the page over as it passes, as a press while React hydrates
 * makes React finish at once (its effects then take the form over, in microtasks that run between
 * that submit's listeners): `when` the press has passed the form and the app's listener, or before
 * either.
 */
async function prerenderedForm(page: Page, when: 'after the form' | 'before the form') {
  await page.setContent(`
    <div id="root" data-prerendered="2026"><div id="area"><form method="post">
      <label>E-mail address <input name="email" type="email"></label>
      <button type="submit">Sign in</button>
    </form></div></div>`);
  await page.addScriptTag({ content: guard });
  await page.addScriptTag({
    type: 'module',
    content: `${takeOver}
      const root = document.getElementById('root');
      const area = document.getElementById('area');
      window.sent = [];
      // The app's listener: it sends a submit that reaches it on a live page.
      const send = (event) => {
        event.preventDefault();
        if (!root.dataset.prerendered) window.sent.push(area.querySelector('input').value);
      };
      let tookOver = false;
      const takeOverOnce = () => {
        if (tookOver || !root.dataset.prerendered) return;
        tookOver = true;
        takeOverForm(area);
      };
      ${
        when === 'after the form'
          ? `root.addEventListener('submit', (event) => { send(event); takeOverOnce(); });`
          : `document.addEventListener('submit', takeOverOnce, true); root.addEventListener('submit', send);`
      }
      window.ready = true;`,
  });
  await page.waitForFunction('window.ready === true');
  await page.getByLabel('E-mail address').fill('greenkeeper@example.com');
}

describe('a press held on a prerendered form (docs/engineering.md#prerendered-pages)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is sent once the app has taken the page over while the press passed through it', async () => {
    const page = await browser.newPage();
    await prerenderedForm(page, 'after the form');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.evaluate<string[]>('window.sent')).toEqual(['greenkeeper@example.com']);
    await page.close();
  });

  it('is not sent twice when the app, live by then, received the press itself', async () => {
    const page = await browser.newPage();
    await prerenderedForm(page, 'before the form');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.evaluate<string[]>('window.sent')).toEqual(['greenkeeper@example.com']);
    // Past the task the held press would be sent from.
    await page.evaluate('new Promise((resolve) => setTimeout(resolve, 100))');
    expect(await page.evaluate<string[]>('window.sent')).toEqual(['greenkeeper@example.com']);
    await page.close();
  });
});
