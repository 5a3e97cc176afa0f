// The people of a certification case for tests (docs/certification.md#access): a club of its own
// (owner, admin, view-only member), programme staff made as the command line makes the first, and
// verifiers added by staff through the API; and an application made through the API.
import { expect } from 'vitest';
import { addStaff } from '../modules/programme/programme.service.ts';
import { makeReadyForCertification } from './certification-ready.ts';
import { freshIp } from './accounts.ts';
import type { TestApp } from './harness.ts';

export type OrganisationKind = 'FACILITY' | 'TOURNAMENT';

export function certificationParties(t: { current: TestApp }, label: string) {
  let counter = 0;

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, asUser: number, payload?: object) =>
    t.current.app.inject({
      method,
      url,
      headers: await t.current.authHeader(asUser),
      remoteAddress: freshIp(),
      ...(payload ? { payload } : {}),
    });

  const emailOf = async (userId: number) =>
    (await t.current.db.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, userId) }))!.email;

  /** A club of its own: owner, an admin and a view-only member. */
  async function club(type: OrganisationKind = 'FACILITY', owner: { language?: string } = {}) {
    counter += 1;
    const title = `Cert ${type} ${counter} ${label}`;
    const made = await t.current.createOrganisation({ type, title }, ['ADMIN_USER', 'USER_VIEW_ONLY'], owner);
    return { ...made, type, title, admin: made.members[0]!, viewer: made.members[1]! };
  }

  /** A staff member and a maker of verifiers (optionally a member of `memberOf`). */
  async function programme(memberOf?: number) {
    const staffId = await t.current.createUser();
    await addStaff({ db: t.current.db.db }, await emailOf(staffId), null);
    const verifier = async (accreditedUntil: string, member = false, fields: { language?: string } = {}) => {
      const userId = await t.current.createUser(fields);
      if (member && memberOf) await t.current.addMember(userId, memberOf, 'USER');
      const response = await call('POST', '/api/certification/verifiers', staffId, {
        email: await emailOf(userId),
        name: `Vera ${userId}`,
        company: 'Green Audits',
        countries: ['SE'],
        languages: ['sv', 'en'],
        accreditedUntil,
      });
      expect(response.statusCode, response.body).toBe(200);
      return { userId, id: response.json().data.id as number };
    };
    return { staffId, verifier };
  }

  const clubCase = (organisationId: number, caseId: number) =>
    `/api/organisation/${organisationId}/certification/cases/${caseId}`;
  const programmeCase = (caseId: number) => `/api/certification/cases/${caseId}`;

  /** A club that answered what certification needs and applied for 2024. */
  async function applied(type: OrganisationKind = 'FACILITY', owner: { language?: string } = {}) {
    const organisation = await club(type, owner);
    await makeReadyForCertification(t.current, organisation, 2024);
    const response = await call(
      'POST',
      `/api/organisation/${organisation.id}/certification/cases`,
      organisation.owner,
      { year: 2024 },
    );
    expect(response.statusCode, response.body).toBe(200);
    return { organisation, case: response.json().data as { id: number; version: number; state: string } };
  }

  return { call, club, programme, applied, clubCase, programmeCase };
}
