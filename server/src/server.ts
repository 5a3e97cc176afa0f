import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { acquireDataDirLock, type DataDirLock } from './db/lock.ts';
import { migrate, withStartupLock } from './db/migrate.ts';
import { analyzeStaleTables, keepStatisticsFresh } from './db/table-statistics.ts';
import { seed } from './seed/seed.ts';
import { backupTo } from './backup/backup.ts';
import { backupSocketPath, serveBackups } from './backup/backup-socket.ts';
import { createStorage } from './storage/index.ts';

export interface RunningServer {
  app: FastifyInstance;
  config: Config;
  db: DatabaseHandle;
  /** http://host:port the server listens on (the real port when PORT is 0). */
  url: string;
  port: number;
  timings: { openMs: number; migrateMs: number; seedMs: number; totalMs: number };
  /** What this start did under the startup lock: migrations applied, and whether the seed wrote anything. */
  startup: { migrationsApplied: number; seedApplied: boolean };
  /** Stops accepting, lets in-flight requests finish, closes the database, releases the lock. */
  close: () => Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  config?: Partial<Config>;
  logger?: FastifyBaseLogger | false;
  /**
   * Told before each step of a start that can take a while (the first start on an empty database
   * migrates and seeds for tens of seconds), so the person who ran `npm start` sees it working.
   */
  onStep?: (step: StartStep) => void;
}

export type StartStep = 'open-database' | 'prepare-database' | 'start-web-server';

/**
 * Starts the whole server: configuration, the PGlite lock, database, migrations, seed, app,
 * listen. Used by main.ts and by cross-package tests (PORT 0 picks a free port).
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const started = performance.now();
  const config = loadConfig(options.env ?? process.env, options.config);
  const embedded = !config.databaseUrl;
  const inMemory = config.pgliteDataDir?.startsWith('memory://') ?? false;
  let lock: DataDirLock | null = embedded && !inMemory ? acquireDataDirLock(config.dataDir) : null;
  let db: DatabaseHandle | null = null;
  let stopStatistics: (() => Promise<void>) | null = null;
  try {
    options.onStep?.('open-database');
    db = await openDatabase(config);
    const opened = performance.now();
    const database = db;
    let migrated = opened;
    // Servers starting together take turns: the first migrates and seeds, the others skip both.
    options.onStep?.('prepare-database');
    const { migrations, seeded: seedApplied } = await withStartupLock(database, async () => {
      const applied = await migrate(database);
      migrated = performance.now();
      return { migrations: applied, seeded: (await seed(database.db)).applied };
    });
    // PGlite has no autovacuum: what the seed wrote is analyzed before the first request is planned.
    if (database.kind === 'pglite') await analyzeStaleTables(database.db);
    const seeded = performance.now();
    options.onStep?.('start-web-server');
    const app = await buildApp({
      config,
      db,
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
    });
    stopStatistics =
      database.kind === 'pglite'
        ? await keepStatisticsFresh(database.db, (error) =>
            app.log.error({ err: error }, 'Analyzing the database tables failed'),
          )
        : null;
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const handle = db;
    // Only this process may open the PGlite folder, so `npm run backup` asks it (docs/security-operations.md#backups).
    const stopBackups =
      embedded && !inMemory
        ? await serveBackups(
            backupSocketPath(config.dataDir),
            (out) => backupTo(config, handle, createStorage(config), out),
            (error) => app.log.error({ err: error }, 'A backup failed'),
          )
        : null;
    const stop = stopStatistics;
    let closing: Promise<void> | null = null;
    return {
      app,
      config,
      db: handle,
      url: `http://${shownHost}:${port}`,
      port,
      startup: { migrationsApplied: migrations, seedApplied },
      timings: {
        openMs: Math.round(opened - started),
        migrateMs: Math.round(migrated - opened),
        seedMs: Math.round(seeded - migrated),
        totalMs: Math.round(performance.now() - started),
      },
      close: () =>
        (closing ??= (async () => {
          try {
            await stopBackups?.();
            await app.close();
            await stop?.();
            await handle.close();
          } finally {
            lock?.release();
            lock = null;
          }
        })()),
    };
  } catch (error) {
    await stopStatistics?.();
    await db?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}
