// The parties to a certification case in server tests (docs/certification.md#access): a club with
// an owner, an admin and a view-only member, programme staff made as the command line makes the
// first, verifiers added by staff through the API, and a case applied for through the API.
import { expect } from 'vitest';
import { addStaff } from '../modules/programme/programme.service.ts';
import { requestsAs } from './accounts.ts';
import { makeReadyForCertification } from './certification-ready.ts';
import type { TestApp } from './harness.ts';

type Kind = 'FACILITY' | 'TOURNAMENT';

export function certificationParties(t: { current: TestApp }, label: string) {
  let counter = 0;

  const request = requestsAs(t);
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    asUser: number,
    payload?: object,
  ) => request(method, url, asUser, payload ? { payload } : undefined);

  const emailOf = async (userId: number) => {
    const [user] = await t.current.db.db.query.users.findMany({
      where: (users, { eq }) => eq(users.id, userId),
    });
    return user!.email;
  };

  /** A club of its own: owner, an admin and a view-only member. */
  async function club(type: Kind = 'FACILITY', values: { countryId?: number } = {}) {
    counter += 1;
    const made = await t.current.createOrganisation(
      { type, title: `Cert ${type} ${counter} ${label}`, ...values },
      ['ADMIN_USER', 'USER_VIEW_ONLY'],
    );
    return { ...made, type, admin: made.members[0]!, viewer: made.members[1]! };
  }

  /** A staff member (made as the command line makes the first) and verifiers added by staff through the API. */
  async function programme(memberOf?: number) {
    const staffId = await t.current.createUser();
    await addStaff({ db: t.current.db.db }, await emailOf(staffId), null);
    const verifier = async (accreditedUntil: string, member = false) => {
      const userId = await t.current.createUser();
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

  /** A club ready for certification that has applied for `year`: the case in desk review. */
  async function applied(type: Kind = 'FACILITY', values: { countryId?: number } = {}, year = 2024) {
    const organisation = await club(type, values);
    await makeReadyForCertification(t.current, organisation, year);
    const response = await call(
      'POST',
      `/api/organisation/${organisation.id}/certification/cases`,
      organisation.owner,
      { year },
    );
    expect(response.statusCode, response.body).toBe(200);
    return { organisation, case: response.json().data as { id: number; version: number; state: string } };
  }

  return { call, club, programme, applied, emailOf };
}
