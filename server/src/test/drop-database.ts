// Dropping the throwaway PostgreSQL databases of tests and benchmarks; other packages import it
// as @oncourse/server/testing.
import pg from 'pg';

const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Drops a database and ends its connections. An autovacuum worker may be busy in it, and a role
 * that is not a superuser may not end that one: it is done within moments, so this waits for it.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`drop database if exists "${name}" with (force)`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await admin.end();
  }
}
