// The server project's vitest global setup: the database templates every test file copies
// (database-templates.ts), made once per run and removed after it.
//
// They are made in a child process while the run goes on: vitest runs every project's global setup
// before the first test file, and the server's files start only after the app's and the
// renderers' (projects run in name order), so the ~15 s this takes on 2 cores overlapped nothing.
// A test file waits for them (database-templates.ts, madeTemplates) only if it gets there first.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { inBackground, runScript } from './background.ts';
import { dropDatabase } from './drop-database.ts';
import { templatesFile, templatesMarker, type DatabaseTemplates } from './database-templates.ts';

const maker = fileURLToPath(new URL('make-templates.ts', import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'oncourse-db-templates-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const made = inBackground(templatesMarker(folder), () => runScript(maker, [folder]));
  project.provide('databaseTemplatesFolder', folder);
  return async () => {
    await made;
    const file = templatesFile(folder);
    const postgres = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as DatabaseTemplates).postgres
      : null;
    await rm(folder, { recursive: true, force: true });
    if (adminUrl && postgres) for (const name of Object.values(postgres)) await dropDatabase(adminUrl, name);
  };
}
