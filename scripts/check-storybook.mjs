// Builds Storybook statically, then opens every story in headless Chromium (Debian's, through
// playwright-core) and fails when one does not render: a build alone never runs a story, so a
// story that throws would pass it. Usage: npm run check-storybook
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../stories/', import.meta.url));
const out = join(root, 'storybook-static');
const started = Date.now();

const build = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', out], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
});
if (build.status !== 0) {
  console.error('Storybook build failed');
  process.exit(1);
}
const built = Date.now();

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  let file = join(out, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!file.startsWith(out) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const failures = [];
try {
  const page = await browser.newPage();
  let pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  for (const story of stories) {
    pageErrors = [];
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    // Storybook marks the body when a story has rendered (sb-show-main) or failed (sb-show-errordisplay);
    // while the next story is being prepared the last one's mark is still there.
    const settled = ':not(.sb-show-preparing-story)';
    const shown = await page
      .waitForSelector(
        `body.sb-show-main${settled}, body.sb-show-errordisplay${settled}, body.sb-show-nopreview${settled}`,
        { timeout: 15_000 },
      )
      .then((body) => body.getAttribute('class'))
      .catch(() => 'timed out');
    const rendered = shown?.includes('sb-show-main') && (await page.locator('#storybook-root *').count()) > 0;
    if (!rendered || pageErrors.length > 0) {
      const shownError = await page
        .locator('#error-message')
        .textContent()
        .catch(() => '');
      failures.push(`${story.id}: ${[shownError, ...pageErrors].filter(Boolean).join(' | ') || shown}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `${stories.length} stories: build ${seconds(built - started)}, rendering ${seconds(Date.now() - built)}`,
);
if (failures.length > 0) {
  console.error(`Broken stories:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`${stories.length} passed, 0 failed`);
