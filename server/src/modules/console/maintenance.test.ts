// The maintenance banner as staff schedule, edit and end it (docs/programme-console.md#behaviour):
// what `GET /api/maintenance` shows the app and the helpdesk lists, who may do it, and the audit.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { maintenanceNotices, users } from '../../db/schema/index.ts';
import { consoleCalls } from '../../test/console.ts';
import { databases, useTestApp } from '../../test/harness.ts';

const banner = {
  maintenanceStartDate: '2026-12-12',
  maintenanceStartTime: '06:00',
  maintenanceDuration: 2,
  durationUnits: 'hours',
  message: 'We upgrade the database.',
} as const;

describe.each(databases())('maintenance banner on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, staffMember } = consoleCalls(t);
  beforeEach(async () => {
    await t.current.db.db.update(maintenanceNotices).set({ active: false });
  });
  const shown = async () =>
    (await t.current.app.inject({ method: 'GET', url: '/api/maintenance' })).json().data.notification as {
      createdAt: string;
      maintenanceStartTime: string;
    } | null;

  /** A facility member working on their facility, registered before the banner. */
  async function member() {
    const club = await t.current.createOrganisation({
      type: 'FACILITY',
      title: `Banner club ${Math.random()}`,
    });
    await t.current.db.db
      .update(users)
      .set({ activeOrganisationId: club.id, createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(users.id, club.owner));
    return club.owner;
  }
  const helpdeskNotices = async (userId: number) =>
    (await call('GET', `/api/app-user/${userId}/notices/languages/en`, userId)).data as {
      kind: string;
      text: string | null;
    }[];

  it('shows a scheduled banner to the app and the helpdesk, again after an edit, and not after it ends', async () => {
    const staff = await staffMember();
    const user = await member();
    const scheduled = await call('POST', '/api/console/maintenance', staff, banner);
    expect(scheduled.status).toBe(200);
    expect(scheduled.data.active).toBe(true);
    expect((await shown())?.createdAt).toBe(scheduled.data.createdAt);
    expect(await helpdeskNotices(user)).toContainEqual(
      expect.objectContaining({ kind: 'maintenance', text: 'We upgrade the database.' }),
    );

    const edited = await call('PUT', `/api/console/maintenance/${scheduled.data.id}`, staff, {
      ...banner,
      maintenanceStartTime: '07:30',
    });
    expect(edited.status).toBe(200);
    // A new createdAt is what makes the app show a dismissed banner again (docs/helpdesk.md#notices).
    expect(edited.data.createdAt).not.toBe(scheduled.data.createdAt);
    expect(await shown()).toMatchObject({ createdAt: edited.data.createdAt, maintenanceStartTime: '07:30' });

    const ended = await call('PATCH', `/api/console/maintenance/${scheduled.data.id}`, staff, {
      active: false,
    });
    expect(ended.data.active).toBe(false);
    expect(await shown()).toBeNull();
    expect((await helpdeskNotices(user)).filter((notice) => notice.kind === 'maintenance')).toEqual([]);
    expect((await call('GET', '/api/console/maintenance', staff)).data[0]).toMatchObject({
      id: scheduled.data.id,
      active: false,
    });
  });

  it('replaces the active banner with a newly scheduled one', async () => {
    const staff = await staffMember();
    const first = await call('POST', '/api/console/maintenance', staff, banner);
    const second = await call('POST', '/api/console/maintenance', staff, {
      ...banner,
      maintenanceDuration: 30,
      durationUnits: 'minutes',
    });
    expect((await shown())?.createdAt).toBe(second.data.createdAt);
    const list = (await call('GET', '/api/console/maintenance', staff)).data as {
      id: number;
      active: boolean;
    }[];
    expect(list.find((row) => row.id === first.data.id)?.active).toBe(false);
  });

  it('refuses a banner that ends before it starts, saving nothing', async () => {
    const staff = await staffMember();
    const before = (await call('GET', '/api/console/maintenance', staff)).data.length;
    const refused = await call('POST', '/api/console/maintenance', staff, {
      ...banner,
      maintenanceDuration: 0,
    });
    expect(refused.status).toBe(422);
    expect(refused.error).toMatchObject({
      code: 'INCORRECT_DATE_ORDER',
      number: 103,
      field: 'maintenanceDuration',
    });
    expect((await call('GET', '/api/console/maintenance', staff)).data.length).toBe(before);
    expect(await shown()).toBeNull();

    const scheduled = await call('POST', '/api/console/maintenance', staff, banner);
    const badEdit = await call('PUT', `/api/console/maintenance/${scheduled.data.id}`, staff, {
      ...banner,
      maintenanceDuration: -1,
    });
    expect(badEdit.status).toBe(422);
    expect((await shown())?.createdAt).toBe(scheduled.data.createdAt);
  });

  it('is staff only: a club member gets 403, an unknown banner 404', async () => {
    const staff = await staffMember();
    const user = await member();
    expect((await call('GET', '/api/console/maintenance', user)).status).toBe(403);
    expect((await call('POST', '/api/console/maintenance', user, banner)).status).toBe(403);
    expect(await shown()).toBeNull();
    expect((await call('PUT', '/api/console/maintenance/987654', staff, banner)).status).toBe(404);
    expect((await call('PATCH', '/api/console/maintenance/987654', staff, { active: false })).status).toBe(
      404,
    );
  });

  it('audits every change with who made it and the banner before and after', async () => {
    const staff = await staffMember();
    const scheduled = await call('POST', '/api/console/maintenance', staff, banner);
    await call('PATCH', `/api/console/maintenance/${scheduled.data.id}`, staff, { active: false });
    const audit = await call('GET', `/api/console/audit?userId=${staff}`, staff);
    expect(audit.data.entries.map((entry: { kind: string }) => entry.kind)).toEqual([
      'maintenance.end',
      'maintenance.schedule',
    ]);
    expect(audit.data.entries[0]).toMatchObject({
      subjectId: scheduled.data.id,
      actor: { userId: staff },
      before: { active: true },
      after: { active: false },
    });
    expect(audit.data.entries[1].before).toBeNull();
  });
});
