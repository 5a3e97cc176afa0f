import { configDefaults, defineConfig } from 'vitest/config';

// One run over every workspace. Each project keeps its own environment. Coverage is measured for
// the engine and enforced there (≥ 95 % lines): `npm test` runs the engine's project with
// --coverage first, then every other project without it (the engine's files once, not twice). V8's
// precise coverage slows all JavaScript in every worker, and the other projects' numbers were never
// reported (a server test file took 25–40 % longer with it).
// jsdom test files share a module graph per worker: importing React, react-aria and RJSF once per
// worker instead of once per file took the app's tests from 127 s to 28 s on 2 cores.
const sharedDom = {
  environment: 'jsdom',
  include: ['**/*.test.{ts,tsx}'],
  isolate: false,
  setupFiles: ['../vitest.dom-setup.ts'],
  // A page test is CPU work (React's development build, jsdom, role queries): on a loaded 2-core
  // machine one that takes 2 s alone took 5.3 s, past vitest's 5 s default.
  testTimeout: 20_000,
} as const;

// A file that vi.mock()s a module needs a module graph of its own (in a shared one the module may
// already be loaded unmocked): such files run isolated, in a project of their own.
const MOCKS_MODULES = { renderers: ['src/questions/QuestionField.test.tsx'] };

// API tests, lint checks and browser journeys across packages (tests/).
const crossPackage = {
  root: 'tests',
  environment: 'node',
  include: ['**/*.test.ts'],
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // A journey waits for what a person would wait for: a busy 2-core CI machine can take
  // longer than vitest's 1 s default to finish a navigation.
  expect: { poll: { timeout: 10_000 } },
} as const;
const JOURNEYS = '**/*.journey.test.ts';
// Files that must have the machine to themselves: the waterfall journey counts the requests that
// start only after another has ended, and a second journey beside it can delay a request enough to
// chain two the app sends together (seen on a loaded machine).
const ALONE = ['journeys/waterfalls.journey.test.ts'];
// Makes the database a first start leaves, which every product and API test server starts from
// (support/global-setup.ts); the journeys' projects also build the app once for the run
// (support/app-build-setup.ts). Both go on in the background while other files run.
const firstStart = 'support/global-setup.ts';
const appBuild = 'support/app-build-setup.ts';
const keptProducts = 'support/kept-products-setup.ts';
// Seeds the demo the waterfall journey measures, in the background, before it runs alone.
const demoSeed = 'support/demo-setup.ts';

export default defineConfig({
  test: {
    // Much of a test waits on a database, a browser or a child server: two workers on two cores
    // (vitest would take one) keep the machine busy.
    maxWorkers: 2,
    // A test that skips (a tool this machine lacks) is named at the end of the run; with CI set,
    // it fails the run.
    reporters: ['default', './scripts/skipped-tests-reporter.mjs'],
    projects: [
      // Pure functions and no module mocks: a file needs no fresh module graph. Importing the engine
      // once per worker instead of once per file took its coverage run from 17 s to 4 s.
      {
        test: {
          name: 'engine',
          root: 'engine',
          environment: 'node',
          include: ['**/*.test.ts'],
          isolate: false,
        },
      },
      // Compiling every schema of the contract takes 1.7 s alone and 5.1 s on a loaded machine.
      {
        test: {
          name: 'openapi',
          root: 'openapi',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'fixtures',
          root: 'fixtures',
          environment: 'node',
          include: ['**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: 'server',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own database, so files need no fresh module graph (250 s → 130 s).
          isolate: false,
          // Migrates and seeds once; each test database is a copy (src/test/database-templates.ts).
          globalSetup: ['src/test/global-setup.ts'],
          // Cheap password hashes for every file (src/test/fast-password-hashes.ts).
          setupFiles: ['src/test/fast-password-hashes.ts'],
        },
      },
      { test: { name: 'renderers', root: 'renderers', ...sharedDom, exclude: MOCKS_MODULES.renderers } },
      {
        test: {
          name: 'renderers-isolated',
          root: 'renderers',
          environment: 'jsdom',
          include: MOCKS_MODULES.renderers,
          setupFiles: sharedDom.setupFiles,
          testTimeout: sharedDom.testTimeout,
        },
      },
      { test: { name: 'app', root: 'app', ...sharedDom } },
      {
        test: {
          name: 'tests',
          ...crossPackage,
          exclude: [...configDefaults.exclude, JOURNEYS],
          // Each file starts its own server and data folder, so files need no fresh module graph:
          // importing the server's modules once per worker instead of once per file took the project
          // from 111 to 82 CPU-seconds.
          isolate: false,
          globalSetup: [firstStart],
        },
      },
      {
        test: {
          name: 'journeys',
          ...crossPackage,
          include: [JOURNEYS],
          exclude: [...configDefaults.exclude, ...ALONE],
          // A worker runs its files one after another in one module graph, and keeps one product and
          // one Chromium for them (support/journey.ts); support/kept-products-setup.ts stops them.
          isolate: false,
          globalSetup: [firstStart, appBuild, keptProducts],
          // A group of its own (vitest runs one worker count per group), after every other project's:
          // by then the app build and the first start are done. Two journeys at a time, one a core:
          // each runs its product, Chromium and the test beside it.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'journeys-alone',
          ...crossPackage,
          include: ALONE,
          // vitest runs a project of one file at a time after all the others: nothing else runs.
          fileParallelism: false,
          // The same setups as the journeys project's: one app build and one first start serve both.
          globalSetup: [firstStart, appBuild, demoSeed],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'text'],
      include: ['engine/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      thresholds: { 'engine/src/**/*.ts': { lines: 95 } },
    },
  },
});
