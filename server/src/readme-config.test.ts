// README.md is the lead's file: this test fails whenever its configuration table misses a variable
// the server reads (server/src/config.ts → configVariables), and it failed until README was written.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables, repoRoot } from './config.ts';

describe('README.md configuration table', () => {
  it('documents every environment variable the server reads', () => {
    const readmePath = join(repoRoot, 'README.md');
    expect(existsSync(readmePath), 'README.md is missing at the repository root').toBe(true);
    const readme = readFileSync(readmePath, 'utf8');
    const missing = configVariables
      .filter((variable) => !new RegExp(`\\b${variable.name}\\b`).test(readme))
      .map((variable) => variable.name);
    expect(missing, `README.md does not mention: ${missing.join(', ')}`).toEqual([]);
  });
});
