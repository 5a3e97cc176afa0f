// The helpdesk: a message is stored and reaches the provider's inbox; the badge counts the provider's
// notices the user has not opened; the organisation sees the messages its members sent.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { helpdeskMessages, users } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { freshIp, waitForMails } from '../../test/accounts.ts';

describe.each(databases())('helpdesk on %s', (kind) => {
  const t = useTestApp(kind, { config: { providerEmail: 'help@provider.test' } });

  const send = async (userId: number, payload: unknown, asUser = userId) =>
    t.current.app.inject({
      method: 'POST',
      url: `/api/app-user/contact-helpdesk/${userId}`,
      headers: await t.current.authHeader(asUser),
      payload: payload as object,
      // Each from its own address: the call is rate limited per client, and this file sends many.
      remoteAddress: freshIp(),
    });
  const badge = async (userId: number) =>
    (
      await t.current.app.inject({
        method: 'GET',
        url: `/api/app-user/${userId}/helpdesk/badge`,
        headers: await t.current.authHeader(userId),
      })
    ).json().data.count as number;

  it('stores the message with the number and time to call, and e-mails the provider all of it', async () => {
    const userId = await t.current.createUser({
      firstName: 'Alex',
      lastName: 'Green',
      email: 'alex@club.test',
    });
    await t.current.addMember(userId, 1, 'USER');
    await t.current.db.db.update(users).set({ activeOrganisationId: 1 }).where(eq(users.id, userId));
    const response = await send(userId, {
      reason: 'CALL',
      message: 'Our irrigation data will not save.\nPlease call before noon.',
      phone: '+44 1241 802270',
      call_time: 'Tuesday morning',
    });
    expect(response.json()).toEqual({ ok: true, status: 200, data: { acknowledged: true } });

    const [stored] = await t.current.db.db
      .select()
      .from(helpdeskMessages)
      .where(eq(helpdeskMessages.userId, userId));
    expect(stored).toMatchObject({
      reason: 'CALL',
      organisationId: 1,
      read: false,
      callBackPhone: '+44 1241 802270',
      callBackTime: 'Tuesday morning',
    });
    const [mail] = await waitForMails(t.current.db.db, 'help@provider.test');
    expect(mail?.subject).toContain('Please call me');
    expect(mail?.text).toContain('From: Alex Green <alex@club.test>');
    expect(mail?.text).toMatch(/Organisation: .+ \(id 1\)/);
    expect(mail?.text).toContain('Please call before noon.');
    expect(mail?.text).toContain('Phone: +44 1241 802270');
    expect(mail?.text).toContain('Convenient time: Tuesday morning');
    expect(mail?.html).toContain('mailto:alex@club.test');
  });

  it('does not raise the badge when the user sends a message', async () => {
    const userId = await t.current.createUser();
    expect(await badge(userId)).toBe(0);
    await send(userId, { reason: 'HELP_ONCOURSE', message: 'How do I add a year?' });
    await send(userId, { reason: 'HELP_ONCOURSE', message: 'And how do I invite my greenkeeper?' });
    expect(await badge(userId)).toBe(0);
  });

  it('lists the messages the organisation sent, newest first, with date, reason and sender; never another’s', async () => {
    const club = await t.current.createOrganisation(
      { type: 'FACILITY', title: 'Messages Club' },
      ['USER', 'USER_VIEW_ONLY'],
      { firstName: 'Olivia', lastName: 'Owner' },
    );
    const [member, viewer] = club.members as [number, number];
    const other = await t.current.createOrganisation({ type: 'FACILITY', title: 'Other Club' });
    const workOn = (userId: number, organisationId: number) =>
      t.current.db.db.update(users).set({ activeOrganisationId: organisationId }).where(eq(users.id, userId));
    await workOn(member, club.id);
    await workOn(club.owner, club.id);
    await workOn(other.owner, other.id);
    await t.current.db.db
      .update(users)
      .set({ firstName: 'Greg', lastName: 'Keeper' })
      .where(eq(users.id, member));
    // From another address than the other tests, which use up this one's rate limit.
    const sendFrom = async (userId: number, payload: object) =>
      t.current.app.inject({
        method: 'POST',
        url: `/api/app-user/contact-helpdesk/${userId}`,
        headers: await t.current.authHeader(userId),
        payload,
        remoteAddress: '192.0.2.7',
      });
    await sendFrom(member, { reason: 'HELP_ONCOURSE', message: 'How do I add a year?' });
    const call = { phone: '01292 313000', call_time: 'any afternoon' };
    await sendFrom(club.owner, { reason: 'CALL', message: 'Please call about the certificate.', ...call });
    await sendFrom(other.owner, { reason: 'CALL', message: 'Not for Messages Club.', ...call });

    const messages = async (organisationId: number, asUser: number) =>
      t.current.app.inject({
        method: 'GET',
        url: `/api/organisation/${organisationId}/helpdesk/messages`,
        headers: await t.current.authHeader(asUser),
      });
    const listed = (await messages(club.id, member)).json().data as Record<string, unknown>[];
    expect(listed.map(({ reason, sender, message }) => ({ reason, sender, message }))).toEqual([
      { reason: 'CALL', sender: 'Olivia Owner', message: 'Please call about the certificate.' },
      { reason: 'HELP_ONCOURSE', sender: 'Greg Keeper', message: 'How do I add a year?' },
    ]);
    expect(Date.parse(listed[0]!.createdAt as string)).toBeGreaterThanOrEqual(
      Date.parse(listed[1]!.createdAt as string),
    );
    // Another organisation's messages are never listed: not a member → 403; no such organisation → 404.
    expect((await messages(other.id, club.owner)).statusCode).toBe(403);
    expect((await messages(999_999, club.owner)).statusCode).toBe(404);
    // View-only members do not communicate with the helpdesk.
    expect((await messages(club.id, viewer)).statusCode).toBe(403);
  });

  it.each([
    ['no reason', { message: 'Hello' }, 'reason', 'REQUIRED_FIELD_MISSING'],
    ['an unknown reason', { reason: 'EMAIL', message: 'Hello' }, 'reason', 'UNKNOWN_ENUM_VALUE'],
    ['no message', { reason: 'HELP_ONCOURSE' }, 'message', 'REQUIRED_FIELD_MISSING'],
    ['a message of spaces', { reason: 'HELP_ONCOURSE', message: '   ' }, 'message', 'REQUIRED_FIELD_MISSING'],
    ['2001 characters', { reason: 'HELP_ONCOURSE', message: 'x'.repeat(2001) }, 'message', 'ABOVE_MAX_VALUE'],
    // "Please call me" needs the number to ring and when (docs/helpdesk.md#input-rules).
    [
      'a call without a number',
      { reason: 'CALL', message: 'Hi', call_time: 'Monday' },
      'phone',
      'REQUIRED_FIELD_MISSING',
    ],
    [
      'a call to a number of spaces',
      { reason: 'CALL', message: 'Hi', phone: '   ', call_time: 'Monday' },
      'phone',
      'REQUIRED_FIELD_MISSING',
    ],
    [
      'a call to letters',
      { reason: 'CALL', message: 'Hi', phone: '01292 CALL', call_time: 'Monday' },
      'phone',
      'INCORRECT_FORMAT',
    ],
    [
      'a call to five digits',
      { reason: 'CALL', message: 'Hi', phone: '+1 234 5', call_time: 'Monday' },
      'phone',
      'INCORRECT_FORMAT',
    ],
    [
      'a call without a time',
      { reason: 'CALL', message: 'Hi', phone: '01292 313000' },
      'call_time',
      'REQUIRED_FIELD_MISSING',
    ],
    [
      'a call time over 100 characters',
      { reason: 'CALL', message: 'Hi', phone: '01292 313000', call_time: 't'.repeat(101) },
      'call_time',
      'ABOVE_MAX_VALUE',
    ],
  ])('refuses %s and stores nothing', async (_label, payload, field, code) => {
    const userId = await t.current.createUser();
    const response = await send(userId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ field, code });
    const stored = await t.current.db.db
      .select()
      .from(helpdeskMessages)
      .where(eq(helpdeskMessages.userId, userId));
    expect(stored).toEqual([]);
  });

  it('accepts exactly 2000 characters', async () => {
    const userId = await t.current.createUser();
    expect((await send(userId, { reason: 'HELP_ONCOURSE', message: 'y'.repeat(2000) })).statusCode).toBe(200);
  });

  it("refuses to send in another user's name", async () => {
    const userId = await t.current.createUser();
    const stranger = await t.current.createUser();
    const response = await send(userId, { reason: 'HELP_ONCOURSE', message: 'Hi' }, stranger);
    expect(response.statusCode).toBe(403);
  });
});
