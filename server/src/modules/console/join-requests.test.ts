// Requests to join a facility (docs/programme-console.md#behaviour): the app's join-facility form
// stores one; staff see the queue, the facility's owner its own; an approval makes the person a
// member with the access type chosen, a decline e-mails the reason; each is decided once.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTypes, memberships, users } from '../../db/schema/index.ts';
import { mailsTo } from '../../test/accounts.ts';
import { consoleCalls } from '../../test/console.ts';
import { databases, useTestApp } from '../../test/harness.ts';

describe.each(databases())('join requests on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, staffMember } = consoleCalls(t);
  let counter = 0;

  /** A facility with an owner and an admin, and a person who asks to join it through the app's form. */
  async function request(message = 'I am the new course manager.') {
    counter += 1;
    const title = `Join Club ${kind} ${counter}`;
    const club = await t.current.createOrganisation({ type: 'FACILITY', title, countryId: 1 }, [
      'ADMIN_USER',
      'USER',
    ]);
    const person = await t.current.createUser({ firstName: 'Jamie', lastName: `Green ${counter}` });
    const sent = await call('POST', '/api/organisation/join-request', person, {
      organisation_name: title.toUpperCase(),
      country_id: 1,
      message,
    });
    expect(sent.status).toBe(200);
    const staff = await staffMember();
    const queue = await call('GET', '/api/console/join-requests', staff);
    const stored = (queue.data.requests as { id: number; person: { userId: number } }[]).find(
      (row) => row.person.userId === person,
    );
    return { club, person, staff, requestId: stored!.id, title };
  }
  const emailOf = async (userId: number) =>
    (await t.current.db.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
  const accessOf = async (userId: number, organisationId: number) =>
    (
      await t.current.db.db
        .select({ name: accessTypes.name, status: memberships.inviteStatus })
        .from(memberships)
        .innerJoin(accessTypes, eq(accessTypes.id, memberships.accessTypeId))
        .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)))
    )[0];

  it('stores the join-facility form as a request that staff and the facility owner see', async () => {
    const { club, person, staff, requestId, title } = await request();
    const queue = await call('GET', '/api/console/join-requests', staff);
    expect(queue.data.requests).toContainEqual(
      expect.objectContaining({
        id: requestId,
        status: 'pending',
        organisation: { id: club.id, title },
        message: 'I am the new course manager.',
        countryCode: expect.any(String),
      }),
    );
    const own = await call('GET', `/api/organisation/${club.id}/join-requests`, club.owner);
    expect(own.status).toBe(200);
    expect(own.data.map((row: { person: { userId: number } }) => row.person.userId)).toEqual([person]);
    const admin = await call('GET', `/api/organisation/${club.id}/join-requests`, club.members[0]!);
    expect(admin.data).toHaveLength(1);
  });

  it('approves: the person joins with the access type chosen and is e-mailed', async () => {
    const { club, person, staff, requestId, title } = await request();
    const approved = await call('POST', `/api/console/join-requests/${requestId}/approve`, staff, {
      accessType: 'USER_VIEW_ONLY',
    });
    expect(approved.status).toBe(200);
    expect(approved.data).toMatchObject({ status: 'approved', accessType: 'USER_VIEW_ONLY' });
    expect(await accessOf(person, club.id)).toEqual({ name: 'USER_VIEW_ONLY', status: 'joined' });
    const [mail] = await mailsTo(t.current.db.db, await emailOf(person));
    expect(mail?.subject).toBe(`You have joined ${title} on OnCourse`);
    // Decided once: a second approval or a decline changes nothing.
    const again = await call('POST', `/api/console/join-requests/${requestId}/decline`, staff, {
      reason: 'No',
    });
    expect(again.status).toBe(422);
    expect(again.error.code).toBe('INACTIVE_RESOURCE');
    expect(await accessOf(person, club.id)).toEqual({ name: 'USER_VIEW_ONLY', status: 'joined' });
    const audit = await call('GET', '/api/console/audit?kind=join-request.approve', staff);
    expect(audit.data.entries[0]).toMatchObject({
      subjectId: requestId,
      actor: { userId: staff },
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });

  it("lets the facility's owner decline with a reason the person is e-mailed, not another facility's owner", async () => {
    const { club, person, requestId } = await request();
    const other = await request();
    const refused = await call(
      'POST',
      `/api/organisation/${other.club.id}/join-requests/${requestId}/decline`,
      other.club.owner,
      {
        reason: 'Not ours',
      },
    );
    expect(refused.status).toBe(404);
    const blank = await call(
      'POST',
      `/api/organisation/${club.id}/join-requests/${requestId}/decline`,
      club.owner,
      {
        reason: '   ',
      },
    );
    expect(blank.status).toBe(422);
    expect(blank.error).toMatchObject({ code: 'REQUIRED_FIELD_MISSING', field: 'reason' });
    const declined = await call(
      'POST',
      `/api/organisation/${club.id}/join-requests/${requestId}/decline`,
      club.owner,
      {
        reason: 'We do not know you yet; please ask the secretary.',
      },
    );
    expect(declined.status).toBe(200);
    expect(declined.data).toMatchObject({
      status: 'declined',
      declineReason: 'We do not know you yet; please ask the secretary.',
    });
    expect(await accessOf(person, club.id)).toBeUndefined();
    const [mail] = await mailsTo(t.current.db.db, await emailOf(person));
    expect(mail?.text).toContain('We do not know you yet; please ask the secretary.');
  });

  it('refuses a request for a person who is a member already, adding nothing', async () => {
    const { club, person, staff, requestId } = await request();
    await t.current.addMember(person, club.id, 'USER');
    const approved = await call('POST', `/api/console/join-requests/${requestId}/approve`, staff, {
      accessType: 'ADMIN_USER',
    });
    expect(approved.status).toBe(409);
    expect(approved.error.code).toBe('DUPLICATED_VALUE');
    expect(await accessOf(person, club.id)).toEqual({ name: 'USER', status: 'joined' });
    expect((await call('GET', '/api/console/join-requests', staff)).data.requests).toContainEqual(
      expect.objectContaining({ id: requestId, status: 'pending' }),
    );
  });

  it('is for staff and the facility: a plain member gets 403, an unknown request 404', async () => {
    const { club, staff } = await request();
    const member = club.members[1]!;
    expect((await call('GET', '/api/console/join-requests', member)).status).toBe(403);
    expect((await call('GET', `/api/organisation/${club.id}/join-requests`, member)).status).toBe(403);
    expect(
      (await call('POST', '/api/console/join-requests/987654/approve', staff, { accessType: 'USER' })).status,
    ).toBe(404);
    expect(
      (await call('POST', '/api/console/join-requests/987654/decline', staff, { reason: 'No' })).status,
    ).toBe(404);
  });
});
