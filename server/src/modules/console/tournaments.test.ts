// Tournaments staff make (docs/programme-console.md#behaviour): the organisation, and its organiser
// invited as owner through the team's invitation; they register through it and sign in as a tournament.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema/index.ts';
import { freshEmail, freshIp, goodPassword, mailsTo, tokenIn } from '../../test/accounts.ts';
import { consoleCalls } from '../../test/console.ts';
import { databases, useTestApp } from '../../test/harness.ts';

describe.each(databases())('staff tournaments on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, staffMember } = consoleCalls(t);
  let counter = 0;
  const tournament = (organiserEmail: string) => {
    counter += 1;
    return {
      title: `Nordic Open ${kind} ${counter}`,
      countryId: 1,
      organiserEmail,
      message: 'Welcome aboard.',
    };
  };

  it('invites the organiser, who registers through the invitation and signs in as the tournament owner', async () => {
    const staff = await staffMember();
    const email = freshEmail('organiser');
    const made = await call('POST', '/api/console/tournaments', staff, tournament(email));
    expect(made.status).toBe(200);
    expect(made.data.organiser).toMatchObject({ email, status: 'invited' });

    const [invitation] = await mailsTo(t.current.db.db, email);
    expect(invitation?.text).toContain(made.data.title);
    const token = new URL(/https?:\/\/\S+\/registration-page\S+/.exec(invitation!.text)![0]).searchParams.get(
      'token',
    )!;
    const ip = freshIp();
    const registered = await t.current.app.inject({
      method: 'POST',
      url: '/api/registration/new-registration',
      remoteAddress: ip,
      payload: {
        first_name: 'Ola',
        last_name: 'Organiser',
        email,
        language: 'en',
        status: 'management',
        token,
      },
    });
    expect(registered.statusCode).toBe(200);
    const [registrationMail] = await mailsTo(t.current.db.db, email);
    const completed = await t.current.app.inject({
      method: 'POST',
      url: '/api/registration/complete-registration',
      remoteAddress: ip,
      payload: { token: tokenIn(registrationMail!.text), password: goodPassword },
    });
    expect(completed.statusCode).toBe(200);

    const signedIn = await t.current.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      payload: { email_address: email, password: goodPassword, isTournamentLogin: true },
    });
    expect(signedIn.statusCode).toBe(200);
    const userId = signedIn.json().data.user.id as number;
    const team = await call('GET', `/api/organisation/${made.data.id}/users`, userId);
    expect(team.status).toBe(200);
    const audit = await call('GET', '/api/console/audit?kind=tournament.create', staff);
    expect(audit.data.entries[0]).toMatchObject({
      subjectId: made.data.id,
      before: null,
      after: { title: made.data.title },
    });
  });

  it('refuses a name another tournament has, an unknown country and an empty name, making nothing', async () => {
    const staff = await staffMember();
    const first = await call('POST', '/api/console/tournaments', staff, tournament(freshEmail('organiser')));
    const count = async () =>
      (await t.current.db.db.select().from(organisations).where(eq(organisations.type, 'TOURNAMENT'))).length;
    const before = await count();
    const email = freshEmail('organiser');
    const taken = await call('POST', '/api/console/tournaments', staff, {
      ...tournament(email),
      title: first.data.title.toUpperCase(),
    });
    expect(taken.status).toBe(409);
    expect(taken.error).toMatchObject({ code: 'NOT_UNIQUE', field: 'title' });
    const nowhere = await call('POST', '/api/console/tournaments', staff, {
      ...tournament(email),
      countryId: 987_654,
    });
    expect(nowhere.status).toBe(422);
    expect(nowhere.error).toMatchObject({ code: 'INVALID_RESOURCE', field: 'countryId' });
    const untitled = await call('POST', '/api/console/tournaments', staff, {
      ...tournament(email),
      title: '   ',
    });
    expect(untitled.status).toBe(422);
    expect(untitled.error).toMatchObject({ code: 'REQUIRED_FIELD_MISSING', field: 'title' });
    expect(await count()).toBe(before);
    expect(await mailsTo(t.current.db.db, email)).toEqual([]);
  });

  it('is staff only: a club member gets 403', async () => {
    const club = await t.current.createOrganisation({ type: 'FACILITY', title: `Tournament maker ${kind}` });
    expect(
      (await call('POST', '/api/console/tournaments', club.owner, tournament(freshEmail('organiser'))))
        .status,
    ).toBe(403);
  });
});
