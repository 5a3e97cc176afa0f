// Flat config. Boundaries between packages are enforced here, not hoped for (STYLE.md §2).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group.from], message: group.why })) }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/*.gen.ts',
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
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
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
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['engine/**'],
    rules: restrict([
      { from: 'react', why: 'engine/ is pure TypeScript: no React' },
      { from: 'react-*', why: 'engine/ is pure TypeScript: no React' },
      { from: '@oncourse/renderers', why: 'engine/ must not depend on renderers/' },
      { from: '@oncourse/app', why: 'engine/ must not depend on app/' },
      { from: '@oncourse/server', why: 'engine/ must not depend on server/' },
      { from: 'node:*', why: 'engine/ does no I/O' },
      { from: '**/renderers/**', why: 'engine/ must not depend on renderers/' },
      { from: '**/app/**', why: 'engine/ must not depend on app/' },
      { from: '**/server/**', why: 'engine/ must not depend on server/' },
    ]),
  },
  {
    files: ['engine/**/*.test.ts', 'engine/bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['app/**'],
    rules: restrict([
      { from: '@oncourse/server', why: 'app/ and server/ never import each other' },
      { from: '**/server/src/**', why: 'app/ and server/ never import each other' },
    ]),
  },
  {
    files: ['server/**'],
    rules: restrict([
      { from: '@oncourse/app', why: 'app/ and server/ never import each other' },
      { from: '@oncourse/renderers', why: 'the server renders nothing' },
      { from: '**/app/src/**', why: 'app/ and server/ never import each other' },
    ]),
  },
  {
    files: ['renderers/**'],
    rules: restrict([
      { from: '@oncourse/app', why: 'renderers/ are reusable: no app wiring' },
      { from: '@oncourse/server', why: 'renderers/ never import server code' },
    ]),
  },
);
