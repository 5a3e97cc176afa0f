// The server project's vitest global setup: the database templates every test file copies
// (database-templates.ts), made once per run and removed after it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropDatabase } from './drop-database.ts';
import { makePgliteTemplates, makePostgresTemplates } from './database-templates.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'oncourse-db-templates-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [pglite, postgres] = await Promise.all([
    makePgliteTemplates(folder),
    adminUrl ? makePostgresTemplates(adminUrl) : null,
  ]);
  project.provide('databaseTemplates', { pglite, postgres });
  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (adminUrl && postgres) for (const name of Object.values(postgres)) await dropDatabase(adminUrl, name);
  };
}
