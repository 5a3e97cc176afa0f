// The installable app without a network (docs/offline.md): a signed-in user who opened annual data
// once opens it again offline, read from the device with the offline line; a page that needs the
// server says so. Lighthouse's installability basics are checked on the way: the manifest's fields
// and a service worker that controls the page.
import { describe, expect, it } from 'vitest';
import { createFacilityAccount } from '../support/facility-account.ts';
import { signInHome, useJourney, visible } from '../support/journey.ts';
import { linkIn } from '../support/smtp-capture.ts';

const journey = useJourney();

describe('offline journey', () => {
  it('installs, then opens a page it saw before without a network and says which pages need one', async () => {
    const stamp = Date.now().toString(36);
    const owner = await createFacilityAccount(
      journey.product.baseUrl,
      `offline.${stamp}@example.org`,
      async (email) => linkIn(await journey.smtp.waitFor(email), '/complete-registration'),
      `Shed Links ${stamp}`,
    );
    const page = await journey.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInHome(page, journey.product.baseUrl, owner.email, owner.password);

    // The manifest the page links to, as the browser reads it (the tests' TypeScript has no DOM).
    const manifest = await page.evaluate<{ icons: { sizes: string; type: string }[] } | null>(
      `(async () => {
        const link = document.querySelector('link[rel="manifest"]');
        return link ? (await fetch(link.href)).json() : null;
      })()`,
    );
    expect(manifest).toMatchObject({
      name: 'OnCourse',
      short_name: 'OnCourse',
      start_url: '/',
      display: 'standalone',
    });
    const sizes = (manifest?.icons ?? [])
      .filter((icon) => icon.type === 'image/png')
      .map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    // A function, not a string: the product's CSP refuses eval. The service worker controls the page.
    type WithWorker = { navigator: { serviceWorker: { controller: unknown } } };
    await page.waitForFunction(
      () => (globalThis as unknown as WithWorker).navigator.serviceWorker.controller !== null,
      null,
      { timeout: 120_000 },
    );

    await page.goto(`${journey.product.baseUrl}/annual-review/facility`);
    await visible(page.getByRole('heading', { name: 'Annual data', level: 1 }));

    await page.context().setOffline(true);
    try {
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Annual data', level: 1 }));
      // The line comes with the first answer read from the device; on this loaded machine that took
      // over 10 s after the page's heading, so it gets longer than visible()'s wait.
      await page
        .getByText(/^Offline: showing what was saved on this device at \d\d:\d\d\.$/)
        .waitFor({ state: 'visible', timeout: 30_000 });

      await page.goto(`${journey.product.baseUrl}/documents/facility`);
      await visible(page.getByText('This page needs a connection. It opens again when you are back online.'));
    } finally {
      await page.context().setOffline(false);
    }
  });
});
