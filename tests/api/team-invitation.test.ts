// A team over real HTTP (startServer, PGlite and files in a temp folder, mail through a local SMTP
// capture): the owner invites a newcomer, whose e-mailed link opens the registration pre-filled;
// they register, complete through the second mail and find themselves in the facility; the owner
// then hands ownership over and becomes an admin.
import { describe, expect, it } from 'vitest';
import { createFacility, facilityBody, signUp, uniqueEmail } from '../support/accounts.ts';
import { linkIn } from '../support/smtp-capture.ts';
import { useTestServer } from '../support/test-server.ts';

describe('team invitations over HTTP', () => {
  const server = useTestServer('team');

  it('invites a newcomer who registers from the link and joins; the owner hands over ownership', async () => {
    const owner = await signUp(server, 'Robin');
    const organisationId = await createFacility(
      server.api,
      owner,
      facilityBody({ title: `Invitation Links ${Date.now().toString(36)}` }),
    );
    const roleTypes = (await server.api.GET('/api/organisation/role-types', { headers: owner.headers })).data!
      .data;
    const userType = roleTypes.find((type) => type.name === 'USER')!;

    const email = uniqueEmail('sam');
    const since = server.smtp.messages.length;
    const invited = await server.api.POST('/api/organisation/{id}/user/add', {
      params: { path: { id: organisationId } },
      headers: owner.headers,
      body: { email_address: email, type_id: userType.id, message: 'Join us for the nature review' },
    });
    expect(invited.data!.data).toMatchObject({ status: 'Invited', email_address: email });
    const link = linkIn(await server.smtp.waitFor(email, { since }), '/registration-page');
    expect(link.searchParams.get('emailAddress')).toBe(email);

    const newcomer = await signUp(server, 'Sam', {
      email: link.searchParams.get('emailAddress')!,
      token: link.searchParams.get('token')!,
    });
    const me = await server.api.GET('/api/app-user/{id}', {
      params: { path: { id: newcomer.id } },
      headers: newcomer.headers,
    });
    expect(me.data!.data.active_organisation_id).toBe(organisationId);
    const profile = await server.api.GET('/api/organisation/{id}', {
      params: { path: { id: organisationId } },
      headers: newcomer.headers,
    });
    expect(profile.response.status).toBe(200);

    const team = await server.api.GET('/api/organisation/{id}/users', {
      params: { path: { id: organisationId } },
      headers: owner.headers,
    });
    const sam = team.data!.data.find((member) => member.id === newcomer.id)!;
    expect(sam).toMatchObject({ status: 'Joined', first_name: 'Sam', userType: 'USER' });
    expect(sam.actions.switchOwner).toBe(true);

    const switched = await server.api.POST('/api/organisation/{id}/user/{userId}/switch-owner', {
      params: { path: { id: organisationId, userId: owner.id } },
      headers: owner.headers,
      body: { userId: newcomer.id },
    });
    expect(switched.response.status).toBe(200);
    const after = switched.data!.data;
    expect(after.find((member) => member.id === newcomer.id)?.status).toBe('Owner');
    expect(after.find((member) => member.id === owner.id)?.status).toBe('Admin');
  });
});
