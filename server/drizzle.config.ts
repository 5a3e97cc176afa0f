import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the tables db/schema/index.ts passes on (one file per owning module;
// index.test.ts checks none is left out) with `npx drizzle-kit generate` in server/, and committed;
// the server applies them on start for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
