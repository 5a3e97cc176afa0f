import lighthouse from 'lighthouse';
import * as launcher from 'chrome-launcher';
const chrome = await launcher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const path of (process.argv[2] ?? '/registration-page,/login,/login').split(',')) {
  const r = await lighthouse('http://127.0.0.1:4710' + path, { port: chrome.port, output: 'json', logLevel: 'error' });
  const { categories: c, audits: a } = r.lhr;
  console.log(path, ['performance','accessibility','best-practices','seo'].map((k) => Math.round(c[k].score * 100)).join('/'), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'SI', Math.round(a['speed-index'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue);
}
await chrome.kill();
