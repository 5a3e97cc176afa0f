// The badge counts the provider's notices a user has not opened: those for their organisation's type
// and country that are newer than their account. Opening one clears it; the seed records new content.
import { eq, gte } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { noticeReads, notices, providerDocuments, storedFiles, users } from '../../db/schema/index.ts';
import { recordNotices } from '../../seed/seed-content.ts';
import { databases, useTestApp } from '../../test/harness.ts';

const REGISTERED = new Date('2026-03-01T12:00:00Z');
const before = new Date('2026-02-20T12:00:00Z');
const after = (days: number) => new Date(REGISTERED.getTime() + days * 86_400_000);

describe.each(databases())('helpdesk notices on %s', (kind) => {
  const t = useTestApp(kind);
  let sourceId = 10_000;
  // Notices for everyone are shown to every test's user: each test starts with only the seed's.
  beforeEach(async () => {
    await t.current.db.db.delete(notices).where(gte(notices.sourceId, 10_000));
  });

  const get = async (userId: number, url: string, asUser = userId) =>
    t.current.app.inject({ method: 'GET', url, headers: await t.current.authHeader(asUser) });
  const badge = async (userId: number) =>
    (await get(userId, `/api/app-user/${userId}/helpdesk/badge`)).json().data.count as number;
  const list = async (userId: number, lang = 'en') =>
    (await get(userId, `/api/app-user/${userId}/notices/languages/${lang}`)).json().data as {
      id: number;
      title: string;
      read: boolean;
      kind: string;
      link: string | null;
      text: string | null;
    }[];
  const open = async (userId: number, noticeId: number, asUser = userId, read = true) =>
    t.current.app.inject({
      method: 'PATCH',
      url: `/api/app-user/${userId}/notices/${noticeId}`,
      headers: await t.current.authHeader(asUser),
      payload: { read },
    });

  /** A facility in country 1 with a greenkeeper who registered on REGISTERED and works on it. */
  async function greenkeeper(): Promise<{ userId: number; organisationId: number }> {
    const organisation = await t.current.createOrganisation({
      type: 'FACILITY',
      title: `Notice Club ${sourceId}`,
      countryId: 1,
    });
    const userId = await t.current.createUser({ createdAt: REGISTERED });
    await t.current.addMember(userId, organisation.id, 'USER');
    await t.current.db.db
      .update(users)
      .set({ activeOrganisationId: organisation.id })
      .where(eq(users.id, userId));
    return { userId, organisationId: organisation.id };
  }

  async function notice(values: Partial<typeof notices.$inferInsert> & { createdAt: Date }): Promise<number> {
    sourceId += 1;
    const [row] = await t.current.db.db
      .insert(notices)
      .values({ kind: 'improvement', sourceId, title: { en: `Notice ${sourceId}` }, ...values })
      .returning({ id: notices.id });
    return row!.id;
  }

  it('counts a notice newer than the account, not one older, and opening it clears it', async () => {
    const { userId } = await greenkeeper();
    await notice({ createdAt: before, title: { en: 'Old news' } });
    const fresh = await notice({
      createdAt: after(2),
      title: { en: 'Carbon footprint', de: 'CO₂-Fußabdruck' },
      body: { en: 'How to measure it.' },
      link: '/section/oncourse-reports/carbon-footprint',
    });
    expect(await badge(userId)).toBe(1);
    expect(await list(userId, 'de')).toMatchObject([
      { id: fresh, title: 'CO₂-Fußabdruck', text: 'How to measure it.', read: false },
    ]);

    const opened = await open(userId, fresh);
    expect(opened.json()).toEqual({ ok: true, status: 200, data: { count: 0 } });
    expect(await badge(userId)).toBe(0);
    expect((await list(userId))[0]).toMatchObject({ id: fresh, read: true });
    // Opening it again changes nothing; marking it unread counts it again.
    expect((await open(userId, fresh)).json().data).toEqual({ count: 0 });
    expect((await open(userId, fresh, userId, false)).json().data).toEqual({ count: 1 });
  });

  it("shows only notices for the organisation's type and country, newest first", async () => {
    const { userId } = await greenkeeper();
    const forEveryone = await notice({ createdAt: after(1), kind: 'maintenance', title: {} });
    const forFacilities = await notice({ createdAt: after(3), organisationType: 'FACILITY', countryId: 1 });
    const forTournaments = await notice({ createdAt: after(2), organisationType: 'TOURNAMENT' });
    const elsewhere = await notice({ createdAt: after(4), countryId: 2 });
    expect((await list(userId)).map((item) => item.id)).toEqual([forFacilities, forEveryone]);
    expect(await badge(userId)).toBe(2);
    // A notice the user is not shown cannot be marked, and answers as if it did not exist.
    for (const hidden of [forTournaments, elsewhere, 999_999]) {
      expect((await open(userId, hidden)).statusCode).toBe(404);
    }
    const reads = await t.current.db.db.select().from(noticeReads).where(eq(noticeReads.userId, userId));
    expect(reads).toEqual([]);
  });

  it("refuses to read or open another user's notices", async () => {
    const { userId } = await greenkeeper();
    const stranger = await t.current.createUser();
    const id = await notice({ createdAt: after(1) });
    expect((await get(userId, `/api/app-user/${userId}/notices/languages/en`, stranger)).statusCode).toBe(
      403,
    );
    expect((await open(userId, id, stranger)).statusCode).toBe(403);
    expect(await badge(userId)).toBe(1);
  });

  it('records a notice for a new OnCourse document, so users registered before see it', async () => {
    const { userId, organisationId } = await greenkeeper();
    // The first seed's content is dated at the epoch: nobody's news.
    expect(await badge(userId)).toBe(0);
    const [file] = await t.current.db.db
      .insert(storedFiles)
      .values({
        filename: 'drought.txt',
        mimeType: 'text/plain',
        sizeBytes: 1,
        sha256: 'x',
        data: Buffer.from('x'),
      })
      .returning({ id: storedFiles.id });
    await t.current.db.db.insert(providerDocuments).values({
      title: 'Drought plan template',
      description: 'A plan for dry summers.',
      location: 'WATER',
      organisationType: 'FACILITY',
      filename: 'drought.txt',
      fileId: file!.id,
    });
    await recordNotices(t.current.db.db);
    await recordNotices(t.current.db.db);
    expect(await badge(userId)).toBe(1);
    expect(await list(userId)).toMatchObject([
      { kind: 'document', title: 'Drought plan template', link: '/documents/facility', read: false },
    ]);
    expect(organisationId).toBeGreaterThan(0);
  });
});
