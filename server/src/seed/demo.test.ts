// `npm run demo` seeds a demo facility someone can sign in to; `npm start` never does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { startServer } from '../server.ts';
import { copySeededPglite, createTestApp, databases, type TestApp } from '../test/harness.ts';
import { DemoClashError, demoEmail, seedDemo } from './demo.ts';
import { demoCertifiedTitle, findDemoCertifiedCase } from './demo-certification.ts';
import { seed } from './seed.ts';

describe('a normal start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'oncourse-no-demo-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // The server seeds the migrated database it finds as on a first start (main.test.ts starts on
  // an empty folder): a new cluster and its migrations took half a minute on a loaded machine.
  it('creates no demo facility, tournament, team or sign-in', { timeout: 90_000 }, async () => {
    await copySeededPglite(dataDir, 'migrated');
    const server = await startServer({
      env: { PORT: '0', HOST: '127.0.0.1', JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256' },
      config: { dataDir, logLevel: 'silent' },
      logger: false,
    });
    try {
      // The seed ran on this start, as on a first one.
      expect(server.startup.seedApplied).toBe(true);
      const db = server.db.db;
      expect(await db.select().from(schema.organisations)).toEqual([]);
      expect(await db.select().from(schema.answerSets)).toEqual([]);
      expect(await db.select().from(schema.users)).toEqual([]);
      // The content is there all the same.
      const [tiles] = await db.select({ n: count() }).from(schema.tiles);
      expect(tiles!.n).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});

describe.each(databases())('the demo on %s', (kind) => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('seeds the facility with a year of answers, a team of three and two documents, and signs in', async () => {
    t = await createTestApp(kind, { seed: false });
    const signIn = await seedDemo(t.db.db, undefined, { peers: false });
    expect(signIn).toMatchObject({ email: demoEmail, organisation: 'Heathland Links Golf Club' });
    const db = t.db.db;

    const sets = await db
      .select({ year: schema.answerSets.year })
      .from(schema.answerSets)
      .where(eq(schema.answerSets.organisationId, 1));
    expect(sets.some((set) => set.year !== null)).toBe(true);
    expect(sets.some((set) => set.year === null)).toBe(true);
    const team = await db
      .select({ accessType: schema.accessTypes.name })
      .from(schema.memberships)
      .innerJoin(schema.accessTypes, eq(schema.accessTypes.id, schema.memberships.accessTypeId))
      .where(eq(schema.memberships.organisationId, 1));
    expect(team.map((member) => member.accessType).sort()).toEqual(['ADMIN_USER', 'OWNER', 'USER_VIEW_ONLY']);
    const documents = await db
      .select({ title: schema.documents.title })
      .from(schema.documents)
      .where(eq(schema.documents.organisationId, 1));
    expect(documents).toHaveLength(2);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email_address: signIn.email, password: signIn.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.active_organisation_id).toBe(1);
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const documentData = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${(await db.select().from(schema.documents).limit(1))[0]!.id}/data`,
      headers,
    });
    expect(documentData.statusCode).toBe(200);
    expect(documentData.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('adds programme staff, a verifier with the facility’s case in verification, and a certified facility', async () => {
    const signIn = await seedDemo(t.db.db, undefined, { peers: false });
    const signInAs = async ({ email, password }: { email: string; password: string }) => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email_address: email, password },
      });
      expect(login.statusCode, login.body).toBe(200);
      return { authorization: `Bearer ${login.json().data.accessToken}` };
    };
    const get = async (url: string, headers: { authorization: string }) =>
      (await t.app.inject({ method: 'GET', url, headers })).json().data;

    const staff = await signInAs(signIn.programme.staff);
    expect(await get('/api/certification/me', staff)).toMatchObject({ staff: true });
    const queue = await get('/api/certification/cases', staff);
    // Under way: the one case in verification (the certified ones are finished).
    expect(queue.cases.filter((entry: { state: string }) => entry.state !== 'certified')).toEqual([
      expect.objectContaining({ organisationId: 1, state: 'verification', verifierName: 'Vera Lindqvist' }),
    ]);

    const verifier = await signInAs(signIn.programme.verifier);
    const mine = (await get('/api/certification/verifier/cases', verifier)).filter(
      (entry: { state: string }) => entry.state !== 'certified',
    );
    expect(mine).toEqual([expect.objectContaining({ organisationId: 1, state: 'verification' })]);
    expect((await get(`/api/certification/cases/${mine[0].id}`, verifier)).verifier).toMatchObject({
      name: 'Vera Lindqvist',
      company: 'Green Audits Ltd',
    });

    const certified = await findDemoCertifiedCase(t.db.db);
    expect(certified?.code).toMatch(/^\w{4}-\w{4}-\w{4}$/);
    const decided = await get(`/api/certification/cases/${certified!.caseId}`, staff);
    expect(decided).toMatchObject({
      organisationTitle: demoCertifiedTitle,
      state: 'certified',
      decision: { outcome: 'certified', certificateCode: certified!.code },
    });
    const [organisation] = await t.db.db
      .select({ certified: schema.organisations.certified, until: schema.organisations.certifiedUntil })
      .from(schema.organisations)
      .where(eq(schema.organisations.id, certified!.organisationId));
    expect(organisation!.certified).toBe(true);
    expect(organisation!.until! > new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('adds a national federation for the demo’s country that sees only the demo facilities sharing with it', async () => {
    const signIn = await seedDemo(t.db.db, undefined, { peers: false });
    const [home] = await t.db.db
      .select({ code: schema.countries.code })
      .from(schema.organisations)
      .innerJoin(schema.countries, eq(schema.countries.id, schema.organisations.countryId))
      .where(eq(schema.organisations.id, 1));
    expect(signIn.federation.countries).toEqual([home!.code]);
    // A real facility there that shares: the demo's federation never sees it (the demo is kept apart).
    const [country] = await t.db.db
      .select({ id: schema.countries.id })
      .from(schema.countries)
      .where(eq(schema.countries.code, home!.code));
    await t.db.db.insert(schema.organisations).values({
      type: 'FACILITY',
      title: 'Real Sharing Links',
      countryId: country!.id,
      shareWithFederation: true,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email_address: signIn.federation.email, password: signIn.federation.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const listed = await t.app.inject({ method: 'GET', url: '/api/federation/facilities', headers });
    expect(listed.statusCode).toBe(200);
    const sharing = await t.db.db
      .select({ title: schema.organisations.title })
      .from(schema.organisations)
      .innerJoin(schema.countries, eq(schema.countries.id, schema.organisations.countryId))
      .where(
        sql`${schema.organisations.demo} and ${schema.organisations.shareWithFederation} and ${schema.countries.code} = ${home!.code}`,
      );
    const titles = listed.json().data.map((facility: { title: string }) => facility.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toContain(demoCertifiedTitle);
    expect(titles).not.toContain('Real Sharing Links');
    expect([...titles].sort()).toEqual(sharing.map((row) => row.title).sort());
  });

  it('runs again without duplicates and with a new password that replaces the old one', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/healthcheck' });
    expect(first.statusCode).toBe(200);
    const before = await seedDemo(t.db.db, undefined, { peers: false });
    const after = await seedDemo(t.db.db, undefined, { peers: false });
    expect(after.password).not.toBe(before.password);
    const [people] = await t.db.db
      .select({ n: count() })
      .from(schema.users)
      .where(sql`lower(${schema.users.email}) like '%@oncourse.local'`);
    // The team of three, programme staff, the verifier and the national federation.
    expect(people!.n).toBe(6);
    // The demo facility's case in verification and its certificate, and the certified facility's.
    const [cases] = await t.db.db.select({ n: count() }).from(schema.certificationCases);
    expect(cases!.n).toBe(3);
    const [documents] = await t.db.db.select({ n: count() }).from(schema.documents);
    expect(documents!.n).toBe(2);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email_address: demoEmail, password: before.password },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a database where a real facility holds the demo’s place', async () => {
    const other = await createTestApp(kind, { seed: false });
    try {
      await seed(other.db.db);
      const owner = await other.createUser();
      await other.db.db
        .insert(schema.organisations)
        .values({ id: 1, type: 'FACILITY', title: 'Our Real Club', createdByUserId: owner });
      await expect(seedDemo(other.db.db)).rejects.toBeInstanceOf(DemoClashError);
      expect(await other.db.db.select().from(schema.answerSets)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
