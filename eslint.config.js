// Flat config. Boundaries between packages are enforced here, not hoped for (docs/engineering.md#boundaries);
// tests/lint/boundaries.test.ts plants a forbidden import per boundary and checks each is caught.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { appFeatures } from './scripts/app-folders.mjs';
import { apiNotInEffect } from './scripts/eslint/api-not-in-effect.mjs';
import { catchSaysWhy } from './scripts/eslint/catch-says-why.mjs';

/** The repository's own rules, one plugin (flat config refuses a plugin name defined twice). */
const ONCOURSE = { rules: { 'api-not-in-effect': apiNotInEffect, 'catch-says-why': catchSaysWhy } };

const WORKSPACES = ['engine', 'renderers', 'app', 'server', 'openapi', 'fixtures', 'stories', 'tests'];

/** Node's built-in modules, with and without `node:`. */
const NODE_BUILTINS = [...new Set(builtinModules.map((name) => name.replace(/^node:/, '')))].flatMap(
  (name) => [name, `node:${name}`],
);
const REACT_AND_BROWSER_STATE = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'jotai',
  'jotai/*',
  'react-aria-components',
  'react-aria',
  'react-easy-crop',
  '@tiptap/*',
  '@rjsf/core',
  '@tanstack/*',
  'openapi-fetch',
];
const SERVER_LIBRARIES = [
  'fastify',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'drizzle-kit',
  'pg',
  '@electric-sql/*',
  'nodemailer',
  'jose',
  'sanitize-html',
];

/**
 * A package's boundary: what it may not import, by package name (`forbid`), with the why. A
 * relative import that climbs out of the workspace into another one (`../../server/src/x.ts`) is
 * the same breach as its package name; a deep import into a workspace's files
 * (`@oncourse/<pkg>/<path>`) is one too (its index.ts is its public surface; fixtures' JSON files
 * are the browser-safe data entry; `@oncourse/engine/testing` holds the model builders tests share,
 * kept off the engine's runtime surface, and `@oncourse/server/testing` the tests' database chores).
 * Given its `testCode` (tests, helper folders, benchmarks), the package's other files also may not
 * import test helpers, and its test code keeps the same boundary without that rule.
 */
function boundary(files, rules, ignores = [], testCode = []) {
  if (testCode.length > 0) {
    return [
      boundary(files, [...rules, ...TEST_HELPERS], [...ignores, ...testCode]),
      boundary(testCode, rules),
    ];
  }
  const self = files[0].split('/')[0];
  const patterns = rules
    .filter(({ forbid = [], regex }) => forbid.length > 0 || regex)
    .map(({ forbid, regex, why }) => (regex ? { regex, message: why } : { group: forbid, message: why }));
  patterns.push({
    regex: `^(\\.\\./)+(${WORKSPACES.filter((name) => name !== self).join('|')})/`,
    message: `A relative import may not leave ${self}/ for another workspace: import its package instead`,
  });
  patterns.push({
    regex:
      '^@oncourse/(?!fixtures/(strings/)?[^/]+\\.json$|openapi/openapi\\.yaml$|(engine|server)/testing$|engine/locale$|renderers/(form-theme|form-light|form-widgets|questions|preload|numbers|rich-text|dialogs)$|renderers/form-theme/[\\w/-]+\\.module\\.css$)[^/]+/.+',
    message:
      "Import a workspace through its public surface (index.ts); only fixtures' JSON files, the engine's small locale entry and the renderers' entry points by need and the form theme's CSS Modules (for the pages' budgets, docs/engineering.md#route-budgets) are importable directly",
  });
  // Exact names: a pattern like `fs` would also match any local folder called fs.
  const paths = rules.flatMap(({ exact = [], importNames, why }) =>
    exact.map((name) => ({ name, message: why, ...(importNames ? { importNames } : {}) })),
  );
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { paths, patterns }] } };
}

/**
 * Test helpers live in a package's `test/` folder (renderers keep theirs in `testing.tsx`) or behind
 * a workspace's `testing` entry: production code importing one would ship fake data and vitest.
 */
const TEST_HELPERS = ['(^|/)test/', '(^|/)testing(\\.tsx?)?$', '^@oncourse/[^/]+/testing$'].map((regex) => ({
  regex,
  why: "test helpers (test/ folders, testing.tsx, a workspace's testing entry) are for tests, not production code",
}));
const SERVER_RULES = [
  {
    forbid: ['@oncourse/app', '@oncourse/renderers', '@oncourse/stories', '@oncourse/tests'],
    why: 'the server renders nothing and never imports app/',
  },
  { forbid: REACT_AND_BROWSER_STATE, why: 'the server renders nothing: no React or browser state' },
  {
    // A module's own repository is `./x.repository.ts`; any path that climbs out first reaches
    // another module's (docs/engineering.md#server-layers).
    regex: '^(\\.\\./)+([^/]+/)+[^/]+\\.repository(\\.ts)?$',
    why: "one owner per table: import the owning module's index.ts (e.g. users/index.ts, team/index.ts) or its service, never another module's repository",
  },
];

/**
 * SQL is written in repositories (`*.repository.ts`), the database layer (`db/`) and the seeds, which
 * load reference and demo data straight into their tables as migrations do
 * (docs/engineering.md#server-layers): a query is found where its table's owner keeps the others.
 */
const SQL_HOMES = ['server/src/**/*.repository.ts', 'server/src/db/**', 'server/src/seed/**'];
const SQL_ONLY_IN_REPOSITORIES = {
  forbid: ['drizzle-orm', 'drizzle-orm/*'],
  why: 'SQL lives in repositories (x.repository.ts), db/ and the seeds: call a repository function instead of building a query here',
};
const SERVER_TEST_CODE = ['server/**/*.test.ts', 'server/src/test/**', 'server/src/bench/**'];
/** What code below the HTTP layer (services, repositories, the core, storage) may not import. */
const BELOW_HTTP_RULES = [
  ...SERVER_RULES,
  ...TEST_HELPERS,
  {
    forbid: ['fastify', 'fastify/*', '@fastify/*'],
    why: 'services and repositories never touch a request or reply: return headers and cookies as results (core/context.ts) and let the HTTP layer write them',
  },
  {
    regex: '(^|/)http/',
    why: 'services, repositories and storage sit below the HTTP layer: import core/ (AppContext, AppError), not http/',
  },
];
const BELOW_HTTP = ['server/src/modules/**', 'server/src/core/**', 'server/src/storage/**'];
const BELOW_HTTP_IGNORES = [
  'server/src/modules/*/*.routes.ts',
  'server/src/modules/index.ts',
  '**/*.test.ts',
  'server/src/test/**',
];

const other = (self, ...names) => names.filter((name) => name !== self).map((name) => `@oncourse/${name}`);
const noNode = {
  forbid: [],
  exact: NODE_BUILTINS,
  why: 'runs in the browser (or is pure): no Node built-ins',
};
const nodeFixtures = {
  forbid: [],
  exact: ['@oncourse/fixtures'],
  why: '@oncourse/fixtures is the Node entry (it reads files); import its JSON files instead',
};

/**
 * Numbers, percentages, sizes and dates are written for a reader by the engine's locale module
 * alone (docs/engineering.md#words-and-formats), so a screen, a PDF and an e-mail write a figure
 * alike and one change of style reaches them all. Tests and benchmarks may still write their own.
 */
const FORMATS_IN_LOCALE_MODULE = {
  files: [
    'engine/**/*.ts',
    'renderers/**/*.{ts,tsx}',
    'app/**/*.{ts,tsx}',
    'server/**/*.ts',
    'stories/**/*.{ts,tsx}',
  ],
  ignores: [
    'engine/src/locale/**',
    '**/*.test.{ts,tsx}',
    '**/bench/**',
    'app/src/test/**',
    'server/src/test/**',
  ],
  // no-restricted-properties, not no-restricted-syntax: flat config lets a later block's rule replace
  // an earlier one's, and the feature and server blocks hold no-restricted-syntax rules of their own.
  rules: {
    'no-restricted-properties': [
      'error',
      ...['NumberFormat', 'DateTimeFormat', 'PluralRules'].map((property) => ({
        object: 'Intl',
        property,
        message:
          'Write figures and dates with @oncourse/engine/locale (formatNumber, formatPercent, formatBytes, formatDate, formatTime, numberFormat, formatMessage): docs/engineering.md#words-and-formats',
      })),
      ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
        property,
        message:
          'Write figures and dates with @oncourse/engine/locale (formatNumber, formatDate, formatTime), not toLocaleString: docs/engineering.md#words-and-formats',
      })),
    ],
  },
};

/** The app's feature folders: every folder of app/src but the shared ones (scripts/app-folders.mjs). */
const APP_FEATURES = appFeatures();
/** How deep below its feature's folder a file may sit (programme/console/x.tsx is 2). */
const FEATURE_DEPTHS = [1, 2, 3];
/** What the app's tests keep (they may read files, so Node built-ins are theirs). */
const APP_TEST_RULES = [
  { forbid: other('app', 'server', 'stories', 'tests'), why: 'app/ and server/ never import each other' },
  nodeFixtures,
  { forbid: SERVER_LIBRARIES, why: 'app/ runs in the browser: no server libraries' },
];
const APP_RULES = [...APP_TEST_RULES, noNode];

/**
 * A feature's files at `depth` below its folder may import another feature only through its
 * index.ts, the surface it keeps for the others: a relative path that climbs to app/src and goes
 * into another feature's files, or the same through the `#app/` alias, is a breach
 * (docs/engineering.md#feature-folders).
 */
function featureInternals(feature, depth) {
  const others = APP_FEATURES.filter((name) => name !== feature).join('|');
  return {
    regex: `^((\\.\\./){${depth}}|#app/)(${others})/(?!index(\\.tsx?)?$)`,
    why: `${feature}/ imports another feature only through its index.ts (docs/engineering.md#feature-folders): move a shared piece to api/, forms/ or ui/, or export it from the feature's index.ts`,
  };
}

/** A feature's screen takes its loader's data as props from its route file, the one way to read it. */
const LOADER_DATA_AS_PROPS = {
  forbid: [],
  exact: ['@tanstack/react-router'],
  importNames: ['useLoaderData', 'getRouteApi'],
  why: "a feature's screen takes its loader's data as props: its route file reads it with Route.useLoaderData() (docs/engineering.md#feature-folders)",
};

/**
 * Where an effect may still reach the API client. The shell's own wiring follows the session, not a
 * page: the interface strings of the reader's language and the outbox's sender. The others still read
 * in an effect, each to move to its loader or the submit hook: the lines under a section's questions,
 * and the footprint and benchmark panels, which ask again as the page changes them.
 */
const STILL_READ_IN_EFFECTS = [
  'app/src/i18n/useDisplayLanguage.ts',
  'app/src/reviews/outbox-sending.ts',
  'app/src/reviews/SectionScreen.tsx',
  'app/src/insights/FootprintPanel.tsx',
  'app/src/insights/BenchmarksCard.tsx',
];

/**
 * One lint block per feature and depth (a file's depth tells how many `../` reach app/src), for its
 * code and its tests alike. Static imports go through no-restricted-imports; a lazy `import()`
 * through no-restricted-syntax, whose selector cannot hold a `/`, so the pattern spells it \u002F.
 */
const FEATURE_BOUNDARIES = APP_FEATURES.flatMap((feature) =>
  FEATURE_DEPTHS.flatMap((depth) => {
    const here = `app/src/${feature}/${'*/'.repeat(depth - 1)}`;
    const code = `${here}*.{ts,tsx}`;
    const tests = `${here}*.test.{ts,tsx}`;
    const rule = featureInternals(feature, depth);
    return [
      boundary([code], [...APP_RULES, ...TEST_HELPERS, rule, LOADER_DATA_AS_PROPS], [tests]),
      boundary([tests], [...APP_TEST_RULES, rule]),
      {
        files: [code],
        rules: {
          'no-restricted-syntax': [
            'error',
            {
              selector: `ImportExpression[source.value=/${rule.regex.replaceAll('/', '\\u002F')}/]`,
              message: rule.why,
            },
          ],
        },
      },
    ];
  }),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/*.gen.ts',
      '**/*.gen.js',
      'server/drizzle/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'vitest.dom-setup.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' },
    },
  },
  // The classic scripts the browser runs as they are (docs/engineering.md#prerendered-pages).
  {
    files: ['app/public/*.js'],
    languageOptions: {
      globals: {
        document: 'readonly',
        HTMLFormElement: 'readonly',
      },
    },
  },
  boundary(
    ['engine/**'],
    [
      { forbid: other('engine', ...WORKSPACES), why: 'engine/ is standalone: it imports no other workspace' },
      { forbid: REACT_AND_BROWSER_STATE, why: 'engine/ is pure TypeScript: no React, no browser state' },
      { forbid: SERVER_LIBRARIES, why: 'engine/ does no I/O' },
      { forbid: ['@rjsf/*', 'survey-core', 'ajv', 'ajv/*'], why: 'engine/ has no runtime dependencies' },
      noNode,
      ...TEST_HELPERS,
    ],
    ['engine/**/*.test.ts', 'engine/bench/**', 'engine/test/**'],
  ),
  boundary(
    ['engine/**/*.test.ts', 'engine/bench/**', 'engine/test/**'],
    [
      {
        forbid: other('engine', 'renderers', 'app', 'server', 'openapi', 'stories', 'tests'),
        why: "engine's tests and benchmarks use only the engine and the fixtures",
      },
      { forbid: REACT_AND_BROWSER_STATE, why: 'engine/ is pure TypeScript: no React' },
    ],
  ),
  boundary(
    ['renderers/**'],
    [
      {
        forbid: other('renderers', 'app', 'server', 'openapi', 'stories', 'tests'),
        why: 'renderers/ are reusable components: they know only the engine',
      },
      nodeFixtures,
      {
        forbid: ['@tanstack/react-router', '@tanstack/router-*', 'jotai', 'jotai/*', 'openapi-fetch'],
        why: 'renderers/ take data and callbacks as props: no routing, app state or API client',
      },
      { forbid: SERVER_LIBRARIES, why: 'renderers/ never touch the server' },
      noNode,
    ],
    [],
    ['renderers/**/*.test.{ts,tsx}', 'renderers/**/testing.tsx'],
  ),
  boundary(
    ['app/src/**'],
    [...APP_RULES, ...TEST_HELPERS],
    ['app/src/**/*.test.{ts,tsx}', 'app/src/test/**'],
  ),
  boundary(['app/src/**/*.test.{ts,tsx}', 'app/src/test/**'], APP_TEST_RULES),
  // After the app's own blocks: a feature's files keep every app rule and the feature boundary.
  ...FEATURE_BOUNDARIES,
  // A failure the app drops says why nothing is owed; tests may drop what they do not assert.
  {
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: [
      'app/src/**/*.test.{ts,tsx}',
      'app/src/test/**',
      // Not yet held to it: the offline copy and the save path's editor (docs/engineering.md#saving).
      'app/src/offline/**',
      'app/src/reviews/section-editor.ts',
    ],
    plugins: { oncourse: ONCOURSE },
    rules: { 'oncourse/catch-says-why': 'error', 'no-empty': ['error', { allowEmptyCatch: false }] },
  },
  // A screen reads its data from its route loader or through the submit hook, never in an effect
  // (docs/engineering.md#feature-folders); the client and the submit hook themselves live in api/ and forms/.
  {
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: [
      'app/src/**/*.test.{ts,tsx}',
      'app/src/test/**',
      'app/src/api/**',
      'app/src/forms/**',
      ...STILL_READ_IN_EFFECTS,
    ],
    plugins: { oncourse: ONCOURSE },
    rules: { 'oncourse/api-not-in-effect': 'error' },
  },
  boundary(['server/**'], SERVER_RULES, [], SERVER_TEST_CODE),
  // The server's production code outside the SQL homes (flat config: a later block's rule replaces
  // an earlier one's, so each block carries every rule its files keep).
  boundary(
    ['server/src/**'],
    [...SERVER_RULES, ...TEST_HELPERS, SQL_ONLY_IN_REPOSITORIES],
    [...SQL_HOMES, ...SERVER_TEST_CODE],
  ),
  // Below the HTTP layer: services, repositories, the context and errors they share, and file
  // storage return results; only server/src/http and the modules' *.routes.ts speak HTTP.
  boundary(
    BELOW_HTTP,
    [...BELOW_HTTP_RULES, SQL_ONLY_IN_REPOSITORIES],
    [...BELOW_HTTP_IGNORES, ...SQL_HOMES],
  ),
  boundary(
    BELOW_HTTP.map((area) => `${area}/*.repository.ts`),
    BELOW_HTTP_RULES,
    BELOW_HTTP_IGNORES,
  ),
  // A file that only passes on another file's exports is a module's surface: it is the module's
  // index.ts (docs/engineering.md#server-layers), not a "service" that holds no rule.
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/index.ts', 'server/src/test/testing.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Program:has(> ExportNamedDeclaration[source], > ExportAllDeclaration):not(:has(> :not(ExportNamedDeclaration[source], ExportAllDeclaration)))',
          message:
            "A file of re-exports only is the module's surface: name it index.ts, where other modules import it from",
        },
      ],
    },
  },
  boundary(
    ['openapi/**'],
    [
      {
        forbid: other('openapi', 'app', 'server', 'renderers', 'fixtures', 'stories', 'tests'),
        why: 'the contract depends on nothing but the engine model it mirrors',
      },
      { forbid: [...REACT_AND_BROWSER_STATE, ...SERVER_LIBRARIES], why: 'the contract is data and types' },
    ],
  ),
  boundary(
    ['stories/**'],
    [
      {
        forbid: other('stories', 'app', 'server', 'openapi', 'tests'),
        why: 'stories show renderers and question sets',
      },
      nodeFixtures,
      { forbid: SERVER_LIBRARIES, why: 'stories run in the browser' },
      noNode,
    ],
    ['stories/.storybook/**'],
  ),
  boundary(
    ['fixtures/**'],
    [
      {
        forbid: other('fixtures', 'app', 'server', 'renderers', 'openapi', 'stories', 'tests'),
        why: 'fixtures are data: they know only the engine model',
      },
      { forbid: [...REACT_AND_BROWSER_STATE, ...SERVER_LIBRARIES], why: 'fixtures are data' },
    ],
  ),
  boundary(
    ['tests/**'],
    [
      {
        forbid: other('tests', 'app', 'renderers', 'stories'),
        why: 'cross-package tests drive the app through a browser, not its sources',
      },
    ],
  ),
  FORMATS_IN_LOCALE_MODULE,
);
