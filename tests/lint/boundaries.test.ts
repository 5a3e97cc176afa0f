// The architecture's boundaries are lint errors (eslint.config.js) and import cycles fail
// `npm run lint` (scripts/check-cycles.mjs). This plants a forbidden import per boundary and a
// cycle, and checks each is caught, and that the imports the architecture allows still pass, so
// the rules cannot silently rot.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, findFeatureCycles } from '../../scripts/check-cycles.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

// The planted files exist only as text: type information is switched off and only the boundary
// rules run, so nothing is written into the repository.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
});

/** The boundary rules that fire on `text` planted at `file`. */
async function firedOn(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

/**
 * The boundary rules that fire on `import '<specifier>'` planted at `file`, or on a lazy
 * `import('<specifier>')` when the label says the import is lazy.
 */
function violations(file: string, specifier: string, lazy = false): Promise<string[]> {
  // A specifier that starts with `{` is a whole import clause: `{ name } from 'module'`.
  const text = lazy
    ? `export const load = () => import('${specifier}');\n`
    : specifier.startsWith('{')
      ? `import ${specifier};\n`
      : `import '${specifier}';\n`;
  return firedOn(file, text);
}

const FORBIDDEN: [string, string, string][] = [
  ['engine imports a Node built-in without node:', 'engine/src/planted.ts', 'fs'],
  ['engine imports a Node built-in with node:', 'engine/src/planted.ts', 'node:path'],
  ['engine imports the fixtures', 'engine/src/planted.ts', '@oncourse/fixtures'],
  ['engine imports jotai', 'engine/src/planted.ts', 'jotai'],
  ['engine imports React', 'engine/src/planted.ts', 'react'],
  ['engine imports the contract', 'engine/src/planted.ts', '@oncourse/openapi'],
  ['engine imports renderers by relative path', 'engine/src/planted.ts', '../../renderers/src/index.ts'],
  ['engine tests import the app', 'engine/src/planted.test.ts', '@oncourse/app'],
  ['renderers import app files by relative path', 'renderers/src/planted.tsx', '../../app/src/router.tsx'],
  [
    'renderers import server files by relative path',
    'renderers/src/planted.tsx',
    '../../server/src/config.ts',
  ],
  ['renderers import the router', 'renderers/src/planted.tsx', '@tanstack/react-router'],
  ['renderers import the server', 'renderers/src/planted.tsx', '@oncourse/server'],
  ['renderers import a Node built-in', 'renderers/src/planted.tsx', 'node:fs'],
  ["app imports the fixtures' Node entry", 'app/src/planted.ts', '@oncourse/fixtures'],
  ['app imports server files by relative path', 'app/src/planted.ts', '../../server/src/config.ts'],
  ['app imports the server', 'app/src/planted.ts', '@oncourse/server'],
  ['app imports a Node built-in', 'app/src/planted.ts', 'crypto'],
  ["app reaches into a workspace's files", 'app/src/planted.ts', '@oncourse/engine/src/units.ts'],
  ['server imports renderers', 'server/src/planted.ts', '@oncourse/renderers'],
  ['server imports React', 'server/src/planted.ts', 'react'],
  ['server imports app files by relative path', 'server/src/planted.ts', '../../app/src/main.tsx'],
  ['a service imports Fastify', 'server/src/modules/team/planted.service.ts', 'fastify'],
  ['a repository imports Fastify', 'server/src/modules/team/planted.repository.ts', 'fastify'],
  ['a service imports a Fastify plugin', 'server/src/modules/auth/planted.service.ts', '@fastify/cookie'],
  [
    'a service imports the HTTP layer',
    'server/src/modules/team/planted.service.ts',
    '../../http/handlers.ts',
  ],
  ['storage imports the HTTP layer', 'server/src/storage/planted.ts', '../http/errors.ts'],
  ['the core imports Fastify', 'server/src/core/planted.ts', 'fastify'],
  ['a service imports renderers', 'server/src/modules/team/planted.service.ts', '@oncourse/renderers'],
  [
    "a service imports another module's repository",
    'server/src/modules/team/planted.service.ts',
    '../users/users.repository.ts',
  ],
  [
    "a route file imports another module's repository",
    'server/src/modules/team/planted.routes.ts',
    '../documents/documents.repository.ts',
  ],
  [
    "the HTTP layer imports a module's repository",
    'server/src/http/planted.ts',
    '../modules/team/team.repository.ts',
  ],
  ['the contract imports the server', 'openapi/src/planted.ts', '@oncourse/server'],
  ['the contract imports the fixtures', 'openapi/src/planted.ts', '@oncourse/fixtures'],
  ['stories import the server', 'stories/planted.stories.tsx', '@oncourse/server'],
  ['stories import a Node built-in', 'stories/planted.stories.tsx', 'node:fs'],
  ['fixtures import the app', 'fixtures/scripts/planted.ts', '@oncourse/app'],
  ['fixtures import React', 'fixtures/scripts/planted.ts', 'react'],
  ['cross-package tests import app sources', 'tests/api/planted.test.ts', '@oncourse/app'],
  ['engine code imports its test builders', 'engine/src/planted.ts', '../test/builders.ts'],
  ['renderers code imports their test helpers', 'renderers/src/questions/planted.tsx', './testing.tsx'],
  ['app code imports test data', 'app/src/reviews/planted.ts', '../test/reviews-data'],
  [
    'app code imports test data through the #app alias',
    'app/src/routes/planted.tsx',
    '#app/test/render-app.tsx',
  ],
  ["app code imports the engine's testing entry", 'app/src/planted.ts', '@oncourse/engine/testing'],
  ['server code imports the account test helpers', 'server/src/modules/planted.ts', '../test/accounts.ts'],
  ['server code imports its own testing entry', 'server/src/planted.ts', '@oncourse/server/testing'],
  ['a service builds SQL', 'server/src/modules/team/planted.service.ts', 'drizzle-orm'],
  ['storage builds SQL outside its repository', 'server/src/storage/planted.ts', 'drizzle-orm'],
  ['the HTTP layer builds SQL', 'server/src/http/planted.ts', 'drizzle-orm'],
  ['the mail worker builds SQL', 'server/src/mail/planted.ts', 'drizzle-orm/pg-core'],
  ['a route file builds SQL', 'server/src/modules/team/planted.routes.ts', 'drizzle-orm'],
  ['a repository in the HTTP layer imports React', 'server/src/http/planted.repository.ts', 'react'],
  ["a feature imports another feature's file", 'app/src/reviews/planted.ts', '../insights/load-insights'],
  [
    "a feature imports another feature's file through the #app alias",
    'app/src/reviews/planted.tsx',
    '#app/insights/ReadinessScreen.tsx',
  ],
  [
    "a feature's nested file imports another feature's file",
    'app/src/programme/console/planted.tsx',
    '../../organisations/load-countries',
  ],
  ["a feature's test imports another feature's file", 'app/src/reviews/planted.test.tsx', '../insights/answer-hints'],
  ["a feature lazily imports another feature's file", 'app/src/facility-profile/planted.ts', '../team/TeamTab'],
  [
    'a feature reads its loader data itself',
    'app/src/improve/planted.tsx',
    "{ useLoaderData } from '@tanstack/react-router'",
  ],
  [
    "a feature reads a route's loader data through getRouteApi",
    'app/src/programme/console/planted.tsx',
    "{ getRouteApi } from '@tanstack/react-router'",
  ],
  ["a feature imports another feature's stylesheet", 'app/src/insights/planted.tsx', '../dashboard/x.module.css'],
];

const ALLOWED: [string, string, string][] = [
  ['app imports the engine', 'app/src/planted.ts', '@oncourse/engine'],
  ['app imports the renderers', 'app/src/planted.ts', '@oncourse/renderers'],
  ['app imports the contract', 'app/src/planted.ts', '@oncourse/openapi'],
  ["app imports the fixtures' strings JSON", 'app/src/planted.ts', '@oncourse/fixtures/strings/en.json'],
  ["app imports the fixtures' roles JSON", 'app/src/planted.ts', '@oncourse/fixtures/roles.json'],
  ['app tests read files', 'app/src/planted.test.ts', 'node:fs'],
  ['app imports its own files', 'app/src/planted.ts', './router.tsx'],
  [
    'a route file imports app files through the #app alias',
    'app/src/routes/planted.tsx',
    '#app/routing/guards.ts',
  ],
  ['renderers import the engine', 'renderers/src/planted.tsx', '@oncourse/engine'],
  ['renderers import react-aria', 'renderers/src/planted.tsx', 'react-aria-components'],
  ['server imports the contract', 'server/src/planted.ts', '@oncourse/openapi'],
  ['server imports the fixtures', 'server/src/planted.ts', '@oncourse/fixtures'],
  ['server imports a Node built-in', 'server/src/planted.ts', 'node:crypto'],
  ['the HTTP layer imports Fastify', 'server/src/http/planted.ts', 'fastify'],
  [
    'a route file imports the HTTP layer',
    'server/src/modules/team/planted.routes.ts',
    '../../http/handlers.ts',
  ],
  ['a service imports the core', 'server/src/modules/team/planted.service.ts', '../../core/context.ts'],
  ['a service imports the contract', 'server/src/modules/team/planted.service.ts', '@oncourse/openapi'],
  ['a repository imports Drizzle', 'server/src/modules/team/planted.repository.ts', 'drizzle-orm'],
  ['the HTTP layer has a repository with SQL', 'server/src/http/planted.repository.ts', 'drizzle-orm'],
  ['the database layer imports Drizzle', 'server/src/db/planted.ts', 'drizzle-orm'],
  ['a seed imports Drizzle', 'server/src/seed/planted.ts', 'drizzle-orm'],
  ['server tests build SQL', 'server/src/modules/team/planted.test.ts', 'drizzle-orm'],
  ['server benchmarks build SQL', 'server/src/bench/planted.ts', 'drizzle-orm'],
  [
    'a service imports its own repository',
    'server/src/modules/team/planted.service.ts',
    './team.repository.ts',
  ],
  [
    "a service imports another module's index.ts",
    'server/src/modules/team/planted.service.ts',
    '../users/index.ts',
  ],
  ['engine tests import the fixtures', 'engine/src/planted.test.ts', '@oncourse/fixtures'],
  ['the contract imports the engine model', 'openapi/src/planted.ts', '@oncourse/engine'],
  ['API tests import the server', 'tests/api/planted.test.ts', '@oncourse/server'],
  ['engine tests import the test builders', 'engine/src/planted.test.ts', '../test/builders.ts'],
  ['renderers tests import their test helpers', 'renderers/src/questions/planted.test.tsx', './testing.tsx'],
  ['app tests import test data', 'app/src/reviews/planted.test.tsx', '../test/reviews-data'],
  ['app test helpers import each other', 'app/src/test/planted.ts', './fake-api'],
  [
    'server tests import the account test helpers',
    'server/src/modules/team/planted.test.ts',
    '../../test/accounts.ts',
  ],
  ['server benchmarks import test chores', 'server/src/bench/planted.ts', '../test/drop-database.ts'],
  ['API tests import the server testing entry', 'tests/api/planted.test.ts', '@oncourse/server/testing'],
  ["a feature imports another feature's index.ts", 'app/src/reviews/planted.ts', '../insights'],
  ["a feature's test imports another feature's index.ts", 'app/src/certification/planted.test.tsx', '../insights'],
  ["a feature lazily imports another feature's index.ts", 'app/src/facility-profile/planted.ts', '../team'],
  ['a feature imports its own files', 'app/src/insights/planted.tsx', './load-insights'],
  ['a nested feature file imports its own feature', 'app/src/programme/console/planted.tsx', '../documents/sections'],
  ['a feature imports the shared forms', 'app/src/reviews/planted.ts', '../forms/useSubmit'],
  ["a route file imports a feature's screen", 'app/src/routes/_app/planted.tsx', '#app/reviews/SectionScreen.tsx'],
  ["the shell imports a feature's file", 'app/src/shell/planted.ts', '../programme/roles'],
  ['a feature navigates with the router', 'app/src/improve/planted.tsx', "{ useNavigate } from '@tanstack/react-router'"],
];

describe('lint enforces the package boundaries', () => {
  it.each(FORBIDDEN)('flags: %s', async (label, file, specifier) => {
    const fired = await violations(file, specifier, label.includes('lazily'));
    expect(fired.length, `${specifier} from ${file}`).toBeGreaterThan(0);
    expect(
      fired.every((ruleId) => BOUNDARY_RULES.has(ruleId)),
      fired.join(', '),
    ).toBe(true);
  });

  it.each(ALLOWED)('allows: %s', async (label, file, specifier) => {
    expect(await violations(file, specifier, label.includes('lazily'))).toEqual([]);
  });
});

describe("lint keeps a server module's surface in its index.ts", () => {
  const reExports =
    "// What other modules may read.\nexport { findUserById, type UserRow } from './users.repository.ts';\n";

  it('flags a service that only re-exports', async () => {
    expect(await firedOn('server/src/modules/users/planted.service.ts', reExports)).toEqual([
      'no-restricted-syntax',
    ]);
    expect(
      await firedOn(
        'server/src/modules/users/planted.service.ts',
        "export * from './users.repository.ts';\n",
      ),
    ).toEqual(['no-restricted-syntax']);
  });

  it("allows the same re-exports as the module's index.ts", async () => {
    expect(await firedOn('server/src/modules/users/index.ts', reExports)).toEqual([]);
  });

  it('allows a service that re-exports beside a rule of its own', async () => {
    const withRule = `${reExports}export function isSame(a: number, b: number) {\n  return a === b;\n}\n`;
    expect(await firedOn('server/src/modules/users/planted.service.ts', withRule)).toEqual([]);
  });
});

describe('the cycle check', () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  const write = async (files: Record<string, string>) => {
    const folder = await mkdtemp(join(tmpdir(), 'oncourse-cycles-'));
    folders.push(folder);
    await Promise.all(
      Object.entries(files).map(async ([name, text]) => {
        await mkdir(dirname(join(folder, name)), { recursive: true });
        await writeFile(join(folder, name), text);
      }),
    );
    return folder;
  };
  const plant = async (files: Record<string, string>) => {
    const folder = await write(files);
    return findCycles([folder], folder);
  };
  // Two features that import each other only through their index.ts files: no file is in a cycle,
  // but the features are (docs/engineering.md#feature-folders).
  const FEATURES_IN_A_CYCLE = {
    'src/reviews/index.ts': "export { total } from './total';\n",
    'src/reviews/total.ts': 'export const total = 1;\n',
    'src/reviews/screen.ts': "import { chart } from '../insights';\nexport const screen = chart;\n",
    'src/insights/index.ts': "export { chart } from './chart';\n",
    'src/insights/chart.ts': 'export const chart = 2;\n',
    'src/insights/readiness.ts': "import { total } from '../reviews';\nexport const readiness = total;\n",
  };

  it('finds a cycle of value imports', async () => {
    const cycles = await plant({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(cycles).toEqual([['a.ts', 'b.ts']]);
  });

  it('finds a cycle closed by a type-only import', async () => {
    const cycles = await plant({
      'router.ts': "import { screen } from './screen';\nexport type Tab = 'a';\nexport const r = screen;\n",
      'screen.ts': "import type { Tab } from './router';\nexport const screen = (tab: Tab) => tab;\n",
    });
    expect(cycles).toHaveLength(1);
  });

  it('passes a tree without cycles', async () => {
    const cycles = await plant({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': 'export const b = 1;\n',
    });
    expect(cycles).toEqual([]);
  });

  it('finds two features that import each other through their index.ts files', async () => {
    const folder = await write(FEATURES_IN_A_CYCLE);
    expect(await findCycles([join(folder, 'src')], folder)).toEqual([]);
    expect(await findFeatureCycles('src', folder)).toEqual([['insights', 'reviews']]);
  });

  it('passes features that import each other one way, or meet in a shared folder', async () => {
    const folder = await write({
      ...FEATURES_IN_A_CYCLE,
      'src/insights/readiness.ts': "import { ring } from '../ui/ring';\nexport const readiness = ring;\n",
      'src/ui/ring.ts': 'export const ring = 3;\n',
      'src/reviews/progress.ts': "import { ring } from '../ui/ring';\nexport const progress = ring;\n",
    });
    expect(await findFeatureCycles('src', folder)).toEqual([]);
  });

  // The repository itself is checked by `npm run lint` (scripts/check-cycles.mjs), which CI runs
  // before the tests: walking every workspace's import graph a second time here cost 40-90 s.
});
