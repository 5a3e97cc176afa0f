// The child process of the server project's global setup (global-setup.ts): makes the database
// templates into the folder it is given and writes their paths and names to templates.json there;
// the setup marks them made when this process has ended (background.ts).
import { writeFile } from 'node:fs/promises';
import {
  makePgliteTemplates,
  makePostgresTemplates,
  templatesFile,
  type DatabaseTemplates,
} from './database-templates.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: make-templates.ts <folder>');
const adminUrl = process.env.TEST_DATABASE_URL;
const [pglite, postgres] = await Promise.all([
  makePgliteTemplates(folder),
  adminUrl ? makePostgresTemplates(adminUrl) : null,
]);
const templates: DatabaseTemplates = { pglite, postgres };
await writeFile(templatesFile(folder), JSON.stringify(templates));
