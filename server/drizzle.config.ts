import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the tables in db/schema/, one file per owning module
// (`npx drizzle-kit generate` in server/), and committed; the server applies them on start for
// PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
