import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (let i = 0; i < 2; i++) {
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
await context.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6*1024*1024/8, uploadThroughput: 750*1024/8 });
await page.goto('http://127.0.0.1:4710' + (process.argv[2] ?? '/login'));
await page.waitForTimeout(9000);
const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
const lt = await page.evaluate(() => window.__lt);
console.log('FCP', Math.round(fcp), 'long tasks', JSON.stringify(lt), 'TBT-ish', lt.filter(([s]) => s > fcp).reduce((a, [, d]) => a + Math.max(0, d - 50), 0));
await context.close();
}
await browser.close();
