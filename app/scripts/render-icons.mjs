// Draws the web app manifest's PNG icons from public/favicon.svg in Chromium (docs/offline.md#installable).
// Run from the repository root: node app/scripts/render-icons.mjs
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const svg = readFileSync('app/public/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
async function shot(size, file, maskable) {
  await page.setViewportSize({ width: size, height: size });
  // A maskable icon fills its square and keeps the mark inside the middle 80 % (the safe zone).
  const body = maskable
    ? `<div style="width:${size}px;height:${size}px;background:#4CA471;display:flex;align-items:center;justify-content:center"><div style="width:${size*0.72}px;height:${size*0.72}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></div>`
    : `<div style="width:${size}px;height:${size}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>`;
  await page.setContent(`<html><body style="margin:0;background:transparent">${body}</body></html>`);
  await page.screenshot({ path: file, omitBackground: !maskable });
}
await shot(192, 'app/public/icon-192.png');
await shot(512, 'app/public/icon-512.png');
await shot(512, 'app/public/icon-maskable-512.png', true);
await shot(180, 'app/public/apple-touch-icon.png', true);
await browser.close();
