import { defineConfig } from 'vitest/config';

// One run over every workspace. Each project keeps its own environment; coverage is
// reported for all and enforced where an issue sets a floor (engine ≥ 95 % lines).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'engine', root: 'engine', environment: 'node', include: ['**/*.test.ts'] } },
      { test: { name: 'openapi', root: 'openapi', environment: 'node', include: ['**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'server',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'renderers', root: 'renderers', environment: 'jsdom', include: ['**/*.test.{ts,tsx}'] } },
      { test: { name: 'app', root: 'app', environment: 'jsdom', include: ['**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'tests',
          root: 'tests',
          environment: 'node',
          include: ['**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A journey waits for what a person would wait for: a busy 2-core CI machine can take
          // longer than vitest's 1 s default to finish a navigation.
          expect: { poll: { timeout: 10_000 } },
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
