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
  // The first story opens the preview (iframe.html); each next one is asked of the open preview
  // over Storybook's channel, as Storybook's own test runner does, instead of loading the preview's
  // code again for every story: loading it was about a second a story.
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(stories[0].id)}&viewMode=story`);
  const opened = await page
    .waitForSelector('body.sb-show-main, body.sb-show-errordisplay, body.sb-show-nopreview', {
      timeout: 15_000,
    })
    .then(() => 'opened')
    .catch(() => 'timed out');
  for (const story of stories) {
    pageErrors = [];
    const shown =
      opened === 'opened'
        ? await page.evaluate(showStory, { storyId: story.id, timeout: 15_000 })
        : { error: 'the preview did not open' };
    // Storybook says "rendered" once React has committed: a part loaded lazily (a question's
    // renderer) may draw a moment later, longer on a loaded machine (seen in CI beside lint and the
    // type-check), so what it draws is waited for, not counted at once.
    const rendered =
      !shown.error &&
      (await page
        .locator('#storybook-root *')
        .first()
        .waitFor({ state: 'attached', timeout: 10_000 })
        .then(() => true)
        .catch(() => false));
    if (!rendered || pageErrors.length > 0) {
      failures.push(
        `${story.id}: ${[shown.error, ...pageErrors].filter(Boolean).join(' | ') || 'nothing drawn'}`,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}

/**
 * Runs in the preview: asks Storybook to show the story and answers once it has rendered, or with
 * the error it reports (an error in the story, an exception, a story it does not know) or a timeout.
 */
function showStory({ storyId, timeout }) {
  const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
  return new Promise((resolve) => {
    const listeners = {
      storyRendered: () => done({}),
      storyUnchanged: () => done({}),
      storyErrored: ({ title, description }) =>
        done({ error: [title, description].filter(Boolean).join(': ') }),
      storyThrewException: (error) => done({ error: error?.message ?? String(error) }),
      playFunctionThrewException: (error) => done({ error: error?.message ?? String(error) }),
      storyMissing: () => done({ error: 'Storybook does not know the story' }),
    };
    const timer = globalThis.setTimeout(() => done({ error: `not rendered after ${timeout} ms` }), timeout);
    function done(outcome) {
      globalThis.clearTimeout(timer);
      for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
      resolve(outcome);
    }
    for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
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
