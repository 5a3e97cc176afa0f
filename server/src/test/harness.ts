// Test harness: an app on in-memory PGlite (migrated and seeded), and — when TEST_DATABASE_URL is
// set — the same on a fresh PostgreSQL database per harness. Use with
// `describe.each(databases())('… on %s', (kind) => { const t = useTestApp(kind); … })`.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dropDatabase } from './drop-database.ts';
import {
  adminQuery,
  databaseUrl,
  madeTemplates,
  seedDemo,
  type DatabaseTemplates,
  type TemplateStage,
} from './database-templates.ts';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { memberships, organisations, users } from '../db/schema/index.ts';
import { seed } from '../seed/seed.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { signAccessToken } from '../auth/tokens.ts';
import type { HandlerMap } from '../http/handlers.ts';
import type { OpenApiDocument } from '@oncourse/openapi';
import type { FixtureSource } from '../seed/fixture-source.ts';
import { createStorage, type FileStorage } from '../storage/index.ts';
import type { ExportPool } from '../workers/export-pool.ts';
import { sharedReportWorkers } from './shared-report-workers.ts';

/** The databases every server test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function databases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Configuration for tests: silent, responses validated against the contract, a fixed JWT secret. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    {},
    {
      dataDir: '/nonexistent/oncourse-test-data',
      pgliteDataDir: 'memory://',
      filesDir: 'memory://',
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      logLevel: 'silent',
      validateResponses: true,
      appDist: '/nonexistent/oncourse-app-dist',
      ...overrides,
    },
  );
}

// The templates of the server project's global setup (absent when another config runs a file),
// made while the first files run: asked for once per worker, when a test first opens a database.
const templatesFolder: string | undefined = inject('databaseTemplatesFolder');
let templatesMade: Promise<DatabaseTemplates> | undefined;
const templates = async (): Promise<DatabaseTemplates | undefined> =>
  templatesFolder ? (templatesMade ??= madeTemplates(templatesFolder)) : undefined;
/**
 * A template's tarball as PGlite reads it (it asks only for `arrayBuffer()`), answered with a copy
 * of bytes in memory: Node 20's own Blob reads itself back in small pieces that it concatenates,
 * which took 0.3–0.6 s of CPU for the seeded template, once per test database.
 */
class TarballBytes extends Blob {
  readonly #tarball: Uint8Array;

  constructor(tarball: Uint8Array) {
    super([]);
    this.#tarball = tarball;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    // A copy: PGlite may keep or change what it is given, and the next database needs the original.
    return Promise.resolve(this.#tarball.slice().buffer);
  }
}

// Read once per worker: server test files share their worker's modules (isolate: false).
const pgliteDumps = new Map<TemplateStage, Promise<Blob>>();
const pgliteDump = (path: string, stage: TemplateStage) => {
  if (!pgliteDumps.has(stage))
    pgliteDumps.set(
      stage,
      readFile(path).then((bytes) => new TarballBytes(bytes)),
    );
  return pgliteDumps.get(stage)!;
};

/**
 * A fresh database of its own: in-memory PGlite, or a new PostgreSQL database created next to
 * TEST_DATABASE_URL's and dropped on close (so test files never see each other's rows). Empty
 * unless `stage` asks for it migrated or seeded; a copy of the global setup's template when there is one.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  stage: TemplateStage = 'empty',
): Promise<DatabaseHandle> {
  const fresh = async (handle: DatabaseHandle) => {
    if (stage !== 'empty') await migrate(handle);
    if (stage === 'seeded') await seedDemo(handle.db);
    return handle;
  };
  if (kind === 'pglite') {
    const dump = (await templates())?.pglite[stage];
    const config = { databaseUrl: null, dataDir: '', pgliteDataDir: 'memory://' };
    return dump ? openDatabase(config, await pgliteDump(dump, stage)) : fresh(await openDatabase(config));
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `oncourse_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = stage === 'empty' ? undefined : (await templates())?.postgres?.[stage];
  await adminQuery(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const opened = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: '' });
  const handle = template || stage === 'empty' ? opened : await fresh(opened);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  } as DatabaseHandle;
}

/**
 * Fills DATA_DIR's database folder with a copy of the seeded template (or the one of `stage`), so a
 * server started on it finds it migrated and seeded, as on any start after its first, instead of
 * making a PGlite cluster and seeding it (about 7 s on 2 cores). Without the global setup's
 * templates the folder stays empty and the server prepares it as on a first start.
 */
export async function copySeededPglite(
  dataDir: string,
  stage: Exclude<TemplateStage, 'empty'> = 'seeded',
): Promise<void> {
  const made = await templates();
  if (!made) return;
  const copy = await openDatabase(
    { databaseUrl: null, dataDir },
    await pgliteDump(made.pglite[stage], stage),
  );
  await copy.close();
}

/** The PostgreSQL database to copy (`create database … template`) for a seeded one, if the setup made it. */
export async function seededPostgresTemplate(): Promise<string | undefined> {
  return (await templates())?.postgres?.seeded;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  handlers?: HandlerMap[];
  document?: OpenApiDocument;
  /** Seed from fixtures with the demo organisations 1 and 2 (default true); a partial source swaps single loaders. */
  seed?: boolean | Partial<FixtureSource>;
  /**
   * The report workers: by default the ones this test process's apps share (shared-report-workers.ts);
   * 'own' starts a pool with the app's first report and closes it with the app, as a server does;
   * one passed in is the caller's to close.
   */
  exports?: ExportPool | 'own';
}

export interface TestApp {
  app: FastifyInstance;
  db: DatabaseHandle;
  config: Config;
  /** The app's mailer: `flush()` delivers queued mail now when SMTP is configured. */
  mailer: Mailer;
  /** The app's file storage (in memory unless the test configures a folder or S3). */
  storage: FileStorage;
  /** A bearer header for the user (the access token the auth module would issue). */
  authHeader: (userId: number) => Promise<{ authorization: string }>;
  /** Inserts a registered user and returns its id. */
  createUser: (fields?: Partial<typeof users.$inferInsert>) => Promise<number>;
  /** Makes the user a member of the organisation with an access type (OWNER, ADMIN_USER, USER, USER_VIEW_ONLY). */
  addMember: (
    userId: number,
    organisationId: number,
    accessType: AccessType,
    inviteStatus?: 'invited' | 'joined',
  ) => Promise<void>;
  /**
   * Inserts an organisation with an owner (made with `owner`'s fields) and one joined member per
   * access type in `others`; their ids.
   */
  createOrganisation: (
    values: typeof organisations.$inferInsert,
    others?: readonly AccessType[],
    owner?: Partial<typeof users.$inferInsert>,
  ) => Promise<{ id: number; owner: number; members: number[] }>;
  close: () => Promise<void>;
}

type AccessType = keyof typeof accessTypeIds;

const accessTypeIds = { OWNER: 1, ADMIN_USER: 2, USER: 3, USER_VIEW_ONLY: 4 } as const;

/** Builds an app on a fresh, migrated (and by default seeded) database of the given kind. */
export async function createTestApp(
  kind: DatabaseKind = 'pglite',
  options: TestAppOptions = {},
): Promise<TestApp> {
  // A partial fixture source seeds differently: it starts from the migrated template.
  const db = await openTestDatabase(
    kind,
    options.seed === undefined || options.seed === true ? 'seeded' : 'migrated',
  );
  // The app's configuration names the database it runs on, as a server's does (report workers open it).
  const config = testConfig({
    ...(db.kind === 'postgres' ? { databaseUrl: db.url } : {}),
    ...options.config,
  });
  const mailer = createMailer(config, db.db);
  const storage = createStorage(config);
  let app: FastifyInstance;
  try {
    // The database is at its stage already (openTestDatabase): migrating it or seeding it as the
    // demo again found nothing to do, at about 0.3 s of CPU an app (the seed fingerprints every
    // fixture). Only a partial fixture source is left to seed.
    if (typeof options.seed === 'object') await seed(db.db, { demo: true, fixtures: options.seed });
    app = await buildApp({
      config,
      db,
      mailer,
      storage,
      logger: false,
      ...(options.handlers ? { handlers: options.handlers } : {}),
      ...(options.document ? { document: options.document } : {}),
      ...(options.exports === 'own' ? {} : { exports: options.exports ?? sharedReportWorkers(testConfig()) }),
    });
    await app.ready();
  } catch (error) {
    await mailer.close();
    await db.close();
    throw error;
  }
  let userCounter = 0;
  const createUser: TestApp['createUser'] = async (fields = {}) => {
    userCounter += 1;
    const [row] = await db.db
      .insert(users)
      .values({
        email: `user${userCounter}.${randomBytes(3).toString('hex')}@example.test`,
        firstName: 'Test',
        lastName: `User ${userCounter}`,
        registrationCompletedAt: new Date(),
        ...fields,
      })
      .returning({ id: users.id });
    return row!.id;
  };
  const addMember: TestApp['addMember'] = async (
    userId,
    organisationId,
    accessType,
    inviteStatus = 'joined',
  ) => {
    await db.db.insert(memberships).values({
      userId,
      organisationId,
      accessTypeId: accessTypeIds[accessType],
      inviteStatus,
      joinedAt: inviteStatus === 'joined' ? new Date() : null,
    });
  };
  return {
    app,
    db,
    config,
    mailer,
    storage,
    authHeader: async (userId) => ({
      authorization: `Bearer ${(await signAccessToken(config, userId)).token}`,
    }),
    createUser,
    addMember,
    createOrganisation: async (values, others = [], ownerFields = {}) => {
      const [organisation] = await db.db
        .insert(organisations)
        .values(values)
        .returning({ id: organisations.id });
      const id = organisation!.id;
      const owner = await createUser(ownerFields);
      await addMember(owner, id, 'OWNER');
      const members: number[] = [];
      for (const accessType of others) {
        const userId = await createUser();
        await addMember(userId, id, accessType);
        members.push(userId);
      }
      return { id, owner, members };
    },
    close: async () => {
      await app.close();
      await mailer.close();
      await db.close();
    },
  };
}

/** Registers beforeAll/afterAll for one test app per describe block; read `.current` inside tests. */
export function useTestApp(kind: DatabaseKind, options: TestAppOptions = {}): { current: TestApp } {
  const holder = {} as { current: TestApp };
  beforeAll(async () => {
    holder.current = await createTestApp(kind, options);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}
