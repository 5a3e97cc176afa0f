// A new DATA_DIR for a product or API test server, holding a copy of the database a first start
// makes (global-setup.ts): the start then finds it migrated and seeded, as on any later start.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { finished } from '@oncourse/server/testing';

/** A fresh temp folder named `prefix…`, with the first start's database when the setup made one. */
export async function newDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const template: string | undefined = inject('pgdataTemplate');
  if (template) {
    await finished(template, "The first start's database (tests/support/global-setup.ts)");
    cpSync(template, join(dataDir, 'pgdata'), { recursive: true });
  }
  return dataDir;
}
