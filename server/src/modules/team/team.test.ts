// The team (docs/team.md): labels and actions, invitations by e-mail (accepted signed in, or by
// completing a registration), expiry, re-invite, remove, access types and switching owner, and
// who may do which.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, users } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { freshEmail, freshIp, goodPassword, mailsTo, tokenIn } from '../../test/accounts.ts';

type Member = 'OWNER' | 'ADMIN_USER' | 'USER' | 'USER_VIEW_ONLY';
const typeIds = { ADMIN_USER: 2, USER: 3, USER_VIEW_ONLY: 4 } as const;

describe.each(databases())('team on %s', (kind) => {
  const t = useTestApp(kind, { config: { appUrl: 'http://oncourse.test' } });
  let facilityCounter = 0;

  /** A facility of its own with an owner and members of the given access types. */
  async function facility(...others: Member[]) {
    facilityCounter += 1;
    return t.current.createOrganisation(
      { type: 'FACILITY', title: `Team test club ${facilityCounter} ${kind}` },
      others,
      { firstName: 'Olive', lastName: 'Owner' },
    );
  }

  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    asUser: number,
    payload?: object,
  ) =>
    t.current.app.inject({
      method,
      url,
      headers: await t.current.authHeader(asUser),
      remoteAddress: freshIp(),
      ...(payload ? { payload } : {}),
    });
  const teamOf = async (organisationId: number, asUser: number) =>
    (await call('GET', `/api/organisation/${organisationId}/users`, asUser)).json().data as {
      id: number;
      status: string;
      userType: string;
      inviteStatus: string;
      first_name: string | null;
      invitedAt: string | null;
      inviteExpiresAt: string | null;
      actions: Record<string, boolean>;
    }[];
  const invite = (organisationId: number, asUser: number, body: object) =>
    call('POST', `/api/organisation/${organisationId}/user/add`, asUser, body);
  const membership = async (userId: number, organisationId: number) =>
    (
      await t.current.db.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)))
    )[0];

  it('lists the owner first with Owner, Admin, Joined and Invited labels and what the viewer may do', async () => {
    const club = await facility('ADMIN_USER', 'USER', 'USER_VIEW_ONLY');
    const invitee = await t.current.createUser();
    await t.current.addMember(invitee, club.id, 'USER', 'invited');
    const team = await teamOf(club.id, club.owner);
    expect(team.map((member) => member.status)).toEqual(['Owner', 'Admin', 'Joined', 'Joined', 'Invited']);
    expect(team[0]).toMatchObject({ id: club.owner, userType: 'OWNER', first_name: 'Olive' });
    // The owner sees: nothing to do to themselves; switch owner to joined members only; re-invite only the invited.
    expect(team[0]!.actions).toEqual({
      reInvite: false,
      remove: false,
      switchOwner: false,
      changeAccessType: false,
      leave: false,
    });
    expect(team[1]!.actions).toMatchObject({
      remove: true,
      switchOwner: true,
      changeAccessType: true,
      reInvite: false,
    });
    expect(team[4]!.actions).toMatchObject({ reInvite: true, remove: true, switchOwner: false });
    // An admin may not switch owner; a view-only member may do nothing at all.
    const asAdmin = await teamOf(club.id, club.members[0]!);
    expect(asAdmin.some((member) => member.actions.switchOwner)).toBe(false);
    expect(asAdmin[0]!.actions.remove).toBe(false);
    const asViewer = await teamOf(club.id, club.members[2]!);
    expect(asViewer.every((member) => Object.values(member.actions).every((allowed) => !allowed))).toBe(true);
  });

  it('invites someone with an account, who accepts signed in and joins', async () => {
    const club = await facility();
    const email = freshEmail('greenkeeper');
    const inviteeId = await t.current.createUser({ email, activeOrganisationId: null });
    const response = await invite(club.id, club.owner, {
      email_address: email,
      type_id: typeIds.USER,
      message: 'Welcome to the team!',
      organisation_id: club.id,
    });
    expect(response.statusCode).toBe(200);
    const invited = response.json().data;
    expect(invited).toMatchObject({
      id: inviteeId,
      status: 'Invited',
      userType: 'USER',
      inviteStatus: 'invited',
    });
    const days = (Date.parse(invited.inviteExpiresAt) - Date.parse(invited.invitedAt)) / 86_400_000;
    expect(days).toBe(5);

    const [mail] = await mailsTo(t.current.db.db, email);
    expect(mail?.subject).toContain('Olive Owner invited you');
    expect(mail?.text).toContain('Welcome to the team!');
    expect(mail?.text).toContain('valid for 5 days');
    const link = new URL(/http:\/\/oncourse\.test\/accept-invitation\S+/.exec(mail!.text)![0]);
    expect(link.searchParams.get('organisationId')).toBe(String(club.id));
    expect(link.searchParams.get('userId')).toBe(String(inviteeId));

    // Not a member yet: the organisation stays closed until they accept.
    expect((await call('GET', `/api/organisation/${club.id}/users`, inviteeId)).statusCode).toBe(403);
    const accepted = await call(
      'GET',
      `/api/organisation/${club.id}/user/${inviteeId}/update-invited-status`,
      inviteeId,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'Joined', inviteStatus: 'joined' });
    expect((await call('GET', `/api/organisation/${club.id}/users`, inviteeId)).statusCode).toBe(200);
    const [user] = await t.current.db.db.select().from(users).where(eq(users.id, inviteeId));
    expect(user?.activeOrganisationId).toBe(club.id);
    // Accepting again changes nothing.
    const again = await call(
      'GET',
      `/api/organisation/${club.id}/user/${inviteeId}/update-invited-status`,
      inviteeId,
    );
    expect(again.json().data.status).toBe('Joined');
  });

  it("invites to a tournament's team in the tournament blue, to a facility's in green", async () => {
    facilityCounter += 1;
    const tournament = await t.current.createOrganisation(
      { type: 'TOURNAMENT', title: `Team test open ${facilityCounter} ${kind}` },
      [],
      { firstName: 'Olive', lastName: 'Owner' },
    );
    const club = await facility();
    const email = freshEmail('marshal');
    await t.current.createUser({ email, activeOrganisationId: null });
    for (const organisation of [tournament, club]) {
      const response = await invite(organisation.id, organisation.owner, {
        email_address: email,
        type_id: 3,
      });
      expect(response.statusCode).toBe(200);
    }
    const [toClub, toTournament] = await mailsTo(t.current.db.db, email);
    expect(toTournament?.subject).toContain('Team test open');
    expect(toTournament?.html).toContain('background:#1077C6');
    expect(toClub?.subject).toContain('Team test club');
    expect(toClub?.html).toContain('background:#4CA471');
  });

  it('invites a new person to register through the link, with no second mail; completing registration joins the team', async () => {
    const club = await facility();
    const email = freshEmail('newcomer');
    const response = await invite(club.id, club.owner, { email_address: email, type_id: typeIds.ADMIN_USER });
    expect(response.json().data).toMatchObject({ status: 'Invited', first_name: null, email_address: email });
    const [mail] = await mailsTo(t.current.db.db, email);
    const link = new URL(/http:\/\/oncourse\.test\/registration-page\S+/.exec(mail!.text)![0]);
    expect(link.searchParams.get('emailAddress')).toBe(email);
    const inviteToken = link.searchParams.get('token')!;
    const validity = await t.current.app.inject({
      method: 'GET',
      url: `/api/registration/validate-token?token=${encodeURIComponent(inviteToken)}`,
      remoteAddress: freshIp(),
    });
    expect(validity.json().data).toEqual({ valid: true });

    // The invitation's token is for the registration page: on its own it makes no nameless account.
    const nameless = await t.current.app.inject({
      method: 'POST',
      url: '/api/registration/complete-registration',
      remoteAddress: freshIp(),
      payload: { token: inviteToken, password: goodPassword },
    });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().data).toMatchObject({ field: 'token', code: 'INVALID_RESOURCE' });
    const [unregistered] = await t.current.db.db.select().from(users).where(eq(users.email, email));
    expect(unregistered?.registrationCompletedAt).toBeNull();

    // The registration page says who invited the person to what, with the invited address.
    const shown = await t.current.app.inject({
      method: 'GET',
      url: `/api/registration/invitation?token=${encodeURIComponent(inviteToken)}`,
      remoteAddress: freshIp(),
    });
    expect(shown.json().data).toEqual({
      email_address: email,
      inviter_name: 'Olive Owner',
      organisation_name: `Team test club ${facilityCounter} ${kind}`,
      organisation_type: 'FACILITY',
    });

    const ip = freshIp();
    const registered = await t.current.app.inject({
      method: 'POST',
      url: '/api/registration/new-registration',
      remoteAddress: ip,
      payload: {
        first_name: 'Nia',
        last_name: 'Newcomer',
        email,
        language: 'en',
        status: 'management',
        token: inviteToken,
      },
    });
    expect(registered.statusCode).toBe(200);
    // The invitation proved the address: no confirmation mail, the same token sets the password.
    expect(registered.json().data).toEqual({ email_address: email, address_confirmed: true });
    expect(await mailsTo(t.current.db.db, email)).toHaveLength(1);
    const completed = await t.current.app.inject({
      method: 'POST',
      url: '/api/registration/complete-registration',
      remoteAddress: ip,
      payload: { token: inviteToken, password: goodPassword },
    });
    expect(completed.statusCode).toBe(200);
    expect(
      (
        await t.current.app.inject({
          method: 'GET',
          url: `/api/registration/invitation?token=${encodeURIComponent(inviteToken)}`,
          remoteAddress: freshIp(),
        })
      ).statusCode,
    ).toBe(404);

    const team = await teamOf(club.id, club.owner);
    expect(team.find((member) => member.first_name === 'Nia')).toMatchObject({
      status: 'Admin',
      inviteStatus: 'joined',
    });
    const [user] = await t.current.db.db.select().from(users).where(eq(users.email, email));
    expect(user?.activeOrganisationId).toBe(club.id);
  });

  it("confirms by mail as usual when an invitation's token comes with another address", async () => {
    const club = await facility();
    const email = freshEmail('invited');
    await invite(club.id, club.owner, { email_address: email, type_id: typeIds.USER });
    const [mail] = await mailsTo(t.current.db.db, email);
    const inviteToken = new URL(
      /http:\/\/oncourse\.test\/registration-page\S+/.exec(mail!.text)![0],
    ).searchParams.get('token')!;
    const other = freshEmail('other');
    const registered = await t.current.app.inject({
      method: 'POST',
      url: '/api/registration/new-registration',
      remoteAddress: freshIp(),
      payload: {
        first_name: 'Oz',
        last_name: 'Other',
        email: other,
        language: 'en',
        status: 'management',
        token: inviteToken,
      },
    });
    expect(registered.json().data).toEqual({ email_address: other, address_confirmed: false });
    expect(await mailsTo(t.current.db.db, other)).toHaveLength(1);
  });

  it('refuses to invite a member again and an invitee twice', async () => {
    const club = await facility('USER');
    const [member] = await t.current.db.db.select().from(users).where(eq(users.id, club.members[0]!));
    const duplicate = await invite(club.id, club.owner, {
      email_address: member!.email.toUpperCase(),
      type_id: 3,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().data).toMatchObject({
      code: 'NOT_UNIQUE',
      field: 'email_address',
      message: 'User already part of organisation',
    });
    const email = freshEmail();
    expect((await invite(club.id, club.owner, { email_address: email, type_id: 3 })).statusCode).toBe(200);
    expect((await invite(club.id, club.owner, { email_address: email, type_id: 3 })).statusCode).toBe(409);
    expect(await mailsTo(t.current.db.db, email)).toHaveLength(1);
  });

  it.each([
    ['the owner access type', { email_address: 'owner@example.test', type_id: 1 }, 422, 'type_id'],
    ['an unknown access type', { email_address: 'unknown@example.test', type_id: 99 }, 422, 'type_id'],
    ['no e-mail', { type_id: 3 }, 400, 'email_address'],
    ['an invalid e-mail', { email_address: 'not-an-email', type_id: 3 }, 400, 'email_address'],
    [
      'another organisation id',
      { email_address: 'x@example.test', type_id: 3, organisation_id: 999999 },
      422,
      'organisation_id',
    ],
  ])('refuses an invitation with %s and sends nothing', async (_label, body, status, field) => {
    const club = await facility();
    const response = await invite(club.id, club.owner, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().data.field).toBe(field);
    expect(await teamOf(club.id, club.owner)).toHaveLength(1);
  });

  it('says an expired invitation has expired, and completing a registration later does not join', async () => {
    const club = await facility();
    const inviteeId = await t.current.createUser();
    const [invitee] = await t.current.db.db.select().from(users).where(eq(users.id, inviteeId));
    await invite(club.id, club.owner, { email_address: invitee!.email, type_id: 3 });
    await t.current.db.db
      .update(memberships)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberships.userId, inviteeId));
    const response = await call(
      'GET',
      `/api/organisation/${club.id}/user/${inviteeId}/update-invited-status`,
      inviteeId,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toMatchObject({
      code: 'INACTIVE_RESOURCE',
      message: 'This invitation has expired. Ask for a new one.',
    });
    expect((await membership(inviteeId, club.id))?.inviteStatus).toBe('invited');

    const email = freshEmail('late');
    const late = (await invite(club.id, club.owner, { email_address: email, type_id: 3 })).json().data;
    await t.current.db.db
      .update(memberships)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberships.userId, late.id));
    const ip = freshIp();
    await t.current.app.inject({
      method: 'POST',
      url: '/api/registration/new-registration',
      remoteAddress: ip,
      payload: { first_name: 'Lee', last_name: 'Late', email, language: 'en', status: 'management' },
    });
    const [registrationMail] = await mailsTo(t.current.db.db, email);
    const completed = await t.current.app.inject({
      method: 'POST',
      url: '/api/registration/complete-registration',
      remoteAddress: ip,
      payload: { token: tokenIn(registrationMail!.text), password: goodPassword },
    });
    expect(completed.statusCode).toBe(200);
    expect((await membership(late.id, club.id))?.inviteStatus).toBe('invited');
  });

  it('lets only the invitee accept their invitation', async () => {
    const club = await facility('ADMIN_USER');
    const inviteeId = await t.current.createUser();
    await t.current.addMember(inviteeId, club.id, 'USER', 'invited');
    const response = await call(
      'GET',
      `/api/organisation/${club.id}/user/${inviteeId}/update-invited-status`,
      club.members[0]!,
    );
    expect(response.statusCode).toBe(403);
    expect((await membership(inviteeId, club.id))?.inviteStatus).toBe('invited');
  });

  it('re-invites only invited members, restarting the 5 days with a new mail', async () => {
    const club = await facility('USER');
    const email = freshEmail();
    const invited = (await invite(club.id, club.owner, { email_address: email, type_id: 3 })).json().data;
    await t.current.db.db
      .update(memberships)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberships.userId, invited.id));
    const tooLong = await call(
      'POST',
      `/api/organisation/${club.id}/user/${invited.id}/re-invite`,
      club.owner,
      {
        message: 'x'.repeat(201),
      },
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data).toMatchObject({ field: 'message', code: 'ABOVE_MAX_VALUE' });
    const again = await call(
      'POST',
      `/api/organisation/${club.id}/user/${invited.id}/re-invite`,
      club.owner,
      {
        message: 'Second try',
      },
    );
    expect(again.statusCode).toBe(200);
    expect(Date.parse(again.json().data.inviteExpiresAt)).toBeGreaterThan(Date.now() + 4.9 * 86_400_000);
    const mails = await mailsTo(t.current.db.db, email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('Second try');
    const joined = await call(
      'POST',
      `/api/organisation/${club.id}/user/${club.members[0]}/re-invite`,
      club.owner,
      {},
    );
    expect(joined.statusCode).toBe(422);
  });

  it('removes members and invitations, but never oneself or the owner', async () => {
    const club = await facility('ADMIN_USER', 'USER');
    const [admin, user] = club.members as [number, number];
    await t.current.db.db.update(users).set({ activeOrganisationId: club.id }).where(eq(users.id, user));
    const self = await call('DELETE', `/api/organisation/${club.id}/user/${admin}`, admin);
    expect(self.statusCode).toBe(403);
    expect(self.json().data.message).toBe('You cannot remove yourself from Facility');
    const owner = await call('DELETE', `/api/organisation/${club.id}/user/${club.owner}`, admin);
    expect(owner.statusCode).toBe(403);
    const removed = await call('DELETE', `/api/organisation/${club.id}/user/${user}`, admin);
    expect(removed.json()).toEqual({ ok: true, status: 200, data: { id: user } });
    expect(await membership(user, club.id)).toBeUndefined();
    const [row] = await t.current.db.db.select().from(users).where(eq(users.id, user));
    expect(row?.activeOrganisationId).toBeNull();
    expect((await call('GET', `/api/organisation/${club.id}/users`, user)).statusCode).toBe(403);
  });

  it('changes an access type; a member made view-only can no longer write', async () => {
    const club = await facility('USER');
    const [member] = club.members as [number];
    const changed = await call('PATCH', `/api/organisation/${club.id}/user/${member}`, club.owner, {
      type_id: typeIds.USER_VIEW_ONLY,
    });
    expect(changed.json().data).toMatchObject({ userType: 'USER_VIEW_ONLY', type_id: 4 });
    const write = await call('PATCH', `/api/organisation/${club.id}/details`, member, {});
    expect(write.statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/organisation/${club.id}/user/${member}`, club.owner, { type_id: 1 }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call('PATCH', `/api/organisation/${club.id}/user/${club.owner}`, club.owner, { type_id: 2 }))
        .statusCode,
    ).toBe(422);
  });

  it('lets only the owner hand over ownership to a joined member; the old owner becomes Admin', async () => {
    const club = await facility('ADMIN_USER', 'USER');
    const [admin, user] = club.members as [number, number];
    const invitee = await t.current.createUser();
    await t.current.addMember(invitee, club.id, 'USER', 'invited');
    const byAdmin = await call('POST', `/api/organisation/${club.id}/user/${admin}/switch-owner`, admin, {
      userId: user,
    });
    expect(byAdmin.statusCode).toBe(403);
    const forOwner = await call(
      'POST',
      `/api/organisation/${club.id}/user/${club.owner}/switch-owner`,
      admin,
      { userId: admin },
    );
    expect(forOwner.statusCode).toBe(403);
    const toInvitee = await call(
      'POST',
      `/api/organisation/${club.id}/user/${club.owner}/switch-owner`,
      club.owner,
      {
        userId: invitee,
      },
    );
    expect(toInvitee.statusCode).toBe(422);
    const switched = await call(
      'POST',
      `/api/organisation/${club.id}/user/${club.owner}/switch-owner`,
      club.owner,
      {
        userId: user,
      },
    );
    expect(switched.statusCode).toBe(200);
    const team = switched.json().data as { id: number; userType: string; status: string }[];
    expect(team[0]).toMatchObject({ id: user, userType: 'OWNER', status: 'Owner' });
    expect(team.find((member) => member.id === club.owner)).toMatchObject({
      userType: 'ADMIN_USER',
      status: 'Admin',
    });
    // The new owner can hand it back; the old one cannot any more.
    expect(
      (
        await call('POST', `/api/organisation/${club.id}/user/${club.owner}/switch-owner`, club.owner, {
          userId: admin,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses every team write to a view-only member and keeps another organisation’s team out of reach', async () => {
    const club = await facility('USER_VIEW_ONLY', 'USER');
    const [viewer, user] = club.members as [number, number];
    const writes: [Parameters<typeof call>[0], string, object?][] = [
      ['POST', `/api/organisation/${club.id}/user/add`, { email_address: freshEmail(), type_id: 3 }],
      ['PATCH', `/api/organisation/${club.id}/user/${user}`, { type_id: 4 }],
      ['DELETE', `/api/organisation/${club.id}/user/${user}`],
      ['POST', `/api/organisation/${club.id}/user/${user}/re-invite`, {}],
    ];
    for (const [method, url, body] of writes) {
      expect((await call(method, url, viewer, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    // A plain user holds no team activity either.
    expect((await call('DELETE', `/api/organisation/${club.id}/user/${viewer}`, user)).statusCode).toBe(403);

    const other = await facility('USER');
    expect((await call('GET', `/api/organisation/${other.id}/users`, club.owner)).statusCode).toBe(403);
    // A member of another organisation named in this organisation's path is not found here.
    const foreign = await call('DELETE', `/api/organisation/${club.id}/user/${other.members[0]}`, club.owner);
    expect(foreign.statusCode).toBe(404);
    expect(await membership(other.members[0]!, other.id)).toBeDefined();
  });
});
