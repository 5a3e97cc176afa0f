// Programme staff's tools over HTTP (docs/certification.md#calls): the queue's filters and order,
// the desk-review checks, internal notes the club never reads, and invitations of further staff
// and verifiers, each with its 403 for a club member and 404 for an unknown id.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificationCases, countries, users } from '../../db/schema/index.ts';
import { freshEmail, freshIp, goodPassword, mailsTo, tokenIn } from '../../test/accounts.ts';
import { certificationParties } from '../../test/certification-parties.ts';
import { databases, useTestApp } from '../../test/harness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databases())('programme staff tools on %s', (kind) => {
  const t = useTestApp(kind);
  const { call, programme, applied, emailOf, submittedQuestion, programmeCase } = certificationParties(
    t,
    `staff ${kind}`,
  );

  const countryId = async (code: string) => {
    const [row] = await t.current.db.db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.code, code));
    return row!.id;
  };
  const lastChanged = (caseId: number, daysAgo: number) =>
    t.current.db.db
      .update(certificationCases)
      .set({ updatedAt: new Date(Date.now() - daysAgo * DAY_MS) })
      .where(eq(certificationCases.id, caseId));
  const queueIds = async (staffId: number, query: string) => {
    const response = await call('GET', `/api/certification/cases?${query}`, staffId);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.cases as { id: number }[]).map((row) => row.id);
  };

  it('filters the queue by country, state, verifier and waiting time, the longest waiting first', async () => {
    const { staffId, verifier } = await programme();
    const swedish = await applied('FACILITY', { countryId: await countryId('SE') });
    const german = await applied('FACILITY', { countryId: await countryId('DE') });
    await lastChanged(swedish.case.id, 40);
    await lastChanged(german.case.id, 400);

    const waiting = await queueIds(staffId, 'waitingMoreThanDays=30');
    expect(waiting.indexOf(german.case.id)).toBeGreaterThanOrEqual(0);
    expect(waiting.indexOf(german.case.id)).toBeLessThan(waiting.indexOf(swedish.case.id));
    const longer = await queueIds(staffId, 'waitingMoreThanDays=100');
    expect(longer).toContain(german.case.id);
    expect(longer).not.toContain(swedish.case.id);

    const inSweden = await queueIds(staffId, 'countryCode=SE');
    expect(inSweden).toContain(swedish.case.id);
    expect(inSweden).not.toContain(german.case.id);

    const vera = await verifier('2099-12-31');
    const assigned = await call('POST', `${programmeCase(swedish.case.id)}/assign`, staffId, {
      version: 1,
      verifierId: vera.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await queueIds(staffId, `verifierId=${vera.id}`)).toEqual([swedish.case.id]);
    const inReview = await queueIds(staffId, 'state=desk-review');
    expect(inReview).toContain(german.case.id);
    expect(inReview).not.toContain(swedish.case.id);

    const page = await call('GET', '/api/certification/cases?page=2&countryCode=SE', staffId);
    expect(page.json().data).toMatchObject({ cases: [], page: 2, pageSize: 50 });
    expect(page.json().data.total).toBeGreaterThanOrEqual(1);
    const refused = await call('GET', '/api/certification/cases?waitingMoreThanDays=-1', staffId);
    expect(refused.statusCode).toBe(400);
    // Two clubs answer every question the footprint needs before they apply.
  }, 120_000);

  it('lists the desk-review checks to staff only, and names evidence asked for and not given', async () => {
    const { staffId, verifier } = await programme();
    const { organisation, case: opened } = await applied();
    const checks = await call('GET', `${programmeCase(opened.id)}/checks`, staffId);
    expect(checks.statusCode, checks.body).toBe(200);
    const list = checks.json().data as { kind: string; level: string; key: string }[];
    expect(list.filter((check) => check.kind === 'completeness')).toEqual([
      expect.objectContaining({ level: 'ok', key: 'programme.checks.completeness.ok' }),
    ]);
    expect(new Set(list.map((check) => check.kind))).toEqual(
      new Set(['completeness', 'plausibility', 'year-change', 'footprint-note', 'evidence']),
    );

    const vera = await verifier('2099-12-31');
    await call('POST', `${programmeCase(opened.id)}/assign`, staffId, { version: 1, verifierId: vera.id });
    const requested = await call('POST', `${programmeCase(opened.id)}/requests`, vera.userId, {
      questionId: await submittedQuestion(opened.id, vera.userId),
      kind: 'evidence',
      text: 'The irrigation plan, please',
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const after = (await call('GET', `${programmeCase(opened.id)}/checks`, staffId)).json().data as {
      kind: string;
      level: string;
      values: Record<string, string>;
    }[];
    expect(after.filter((check) => check.kind === 'evidence')).toEqual([
      expect.objectContaining({ level: 'attention', values: { text: 'The irrigation plan, please' } }),
    ]);

    expect((await call('GET', `${programmeCase(opened.id)}/checks`, organisation.owner)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `${programmeCase(opened.id)}/checks`, vera.userId)).statusCode).toBe(403);
    expect((await call('GET', `${programmeCase(987_654)}/checks`, staffId)).statusCode).toBe(404);
  });

  it('keeps internal notes on the staff timeline, away from the club, without moving the case', async () => {
    const { staffId } = await programme();
    const { organisation, case: opened } = await applied();
    const noted = await call('POST', `${programmeCase(opened.id)}/notes`, staffId, {
      text: 'Called the club about the water meter',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().data).toMatchObject({ state: 'desk-review', version: opened.version });
    expect(noted.json().data.events.at(-1)).toMatchObject({
      action: 'note',
      internal: true,
      comment: 'Called the club about the water meter',
    });

    const club = await call(
      'GET',
      `/api/organisation/${organisation.id}/certification/cases/${opened.id}`,
      organisation.owner,
    );
    expect(JSON.stringify(club.json().data.events)).not.toContain('water meter');

    const asClub = await call('POST', `${programmeCase(opened.id)}/notes`, organisation.owner, {
      text: 'Hi',
    });
    expect(asClub.statusCode).toBe(403);
    expect((await call('POST', `${programmeCase(987_654)}/notes`, staffId, { text: 'Hi' })).statusCode).toBe(
      404,
    );
    const empty = await call('POST', `${programmeCase(opened.id)}/notes`, staffId, { text: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('invites an account to the staff, which holds the role once it accepts signed in', async () => {
    const { staffId } = await programme();
    const inviteeId = await t.current.createUser();
    const email = await emailOf(inviteeId);
    const invited = await call('POST', '/api/certification/invitations', staffId, { email, role: 'staff' });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().data).toMatchObject({ email, role: 'staff' });
    const again = await call('POST', '/api/certification/invitations', staffId, { email, role: 'staff' });
    expect(again.statusCode).toBe(409);

    const [mail] = await mailsTo(t.current.db.db, email);
    expect(mail!.text).toMatch(/\/programme-invitation\?token=/);
    const token = tokenIn(mail!.text);
    const pending = (await call('GET', '/api/certification/invitations', staffId)).json().data as {
      email: string;
    }[];
    expect(pending.map((row) => row.email)).toContain(email);

    // Only the invited account can take it.
    const someoneElse = await t.current.createUser();
    const wrong = await call('POST', '/api/certification/invitations/accept', someoneElse, { token });
    expect(wrong.statusCode).toBe(422);
    const accepted = await call('POST', '/api/certification/invitations/accept', inviteeId, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ staff: true });
    const staff = (await call('GET', '/api/certification/staff', inviteeId)).json().data as {
      userId: number;
    }[];
    expect(staff.map((row) => row.userId)).toContain(inviteeId);
    const spent = await call('POST', '/api/certification/invitations/accept', inviteeId, { token });
    expect(spent.statusCode).toBe(422);
    const left = (await call('GET', '/api/certification/invitations', staffId)).json().data as {
      email: string;
    }[];
    expect(left.map((row) => row.email)).not.toContain(email);
  });

  it('invites a new person as a verifier, who is accredited on completing registration', async () => {
    const { staffId } = await programme();
    const email = freshEmail('verifier');
    const accreditation = {
      name: 'Vera Newcomer',
      company: 'Green Audits',
      countries: ['SE'],
      languages: ['sv'],
      accreditedUntil: '2099-06-30',
    };
    const without = await call('POST', '/api/certification/invitations', staffId, {
      email,
      role: 'verifier',
    });
    expect(without.statusCode).toBe(422);
    const invited = await call('POST', '/api/certification/invitations', staffId, {
      email,
      role: 'verifier',
      verifier: accreditation,
    });
    expect(invited.statusCode, invited.body).toBe(200);

    const [mail] = await mailsTo(t.current.db.db, email);
    expect(mail!.text).toMatch(/\/registration-page\?/);
    const ip = freshIp();
    const registered = await t.current.app.inject({
      method: 'POST',
      url: '/api/registration/new-registration',
      remoteAddress: ip,
      payload: { first_name: 'Vera', last_name: 'Newcomer', email, language: 'en', status: 'management' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const [completion] = await mailsTo(t.current.db.db, email);
    const completed = await t.current.app.inject({
      method: 'POST',
      url: '/api/registration/complete-registration',
      remoteAddress: ip,
      payload: { token: tokenIn(completion!.text), password: goodPassword },
    });
    expect(completed.statusCode, completed.body).toBe(200);

    const verifiers = (await call('GET', '/api/certification/verifiers', staffId)).json().data as {
      email: string;
      accreditedUntil: string;
      countries: string[];
    }[];
    expect(verifiers.find((row) => row.email === email)).toMatchObject({
      accreditedUntil: '2099-06-30',
      countries: ['SE'],
    });
  });

  it('revokes a pending invitation so its link stops working; only staff manage invitations', async () => {
    const { staffId } = await programme();
    const { organisation } = await applied();
    const inviteeId = await t.current.createUser();
    const email = await emailOf(inviteeId);
    const invited = await call('POST', '/api/certification/invitations', staffId, { email, role: 'staff' });
    const id = invited.json().data.id as number;
    const [mail] = await mailsTo(t.current.db.db, email);

    expect((await call('GET', '/api/certification/invitations', organisation.owner)).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/certification/invitations/${id}`, organisation.owner)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/certification/invitations', organisation.owner, { email, role: 'staff' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/certification/staff', organisation.owner)).statusCode).toBe(403);

    const revoked = await call('DELETE', `/api/certification/invitations/${id}`, staffId);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await call('DELETE', `/api/certification/invitations/${id}`, staffId)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/certification/invitations/987654', staffId)).statusCode).toBe(404);
    const accept = await call('POST', '/api/certification/invitations/accept', inviteeId, {
      token: tokenIn(mail!.text),
    });
    expect(accept.statusCode).toBe(422);
    const [user] = await t.current.db.db
      .select()
      .from(users)
      .where(inArray(users.id, [inviteeId]));
    expect((await call('GET', '/api/certification/me', user!.id)).json().data).toMatchObject({
      staff: false,
    });
  });
});
