// The parties to a certification case in server tests (docs/certification.md#access): a club with
// an owner, an admin and a view-only member, programme staff made as the command line makes the
// first, verifiers added by staff through the API, and a case applied for through the API.
import { expect } from 'vitest';
import { addStaff } from '../modules/programme/programme.service.ts';
import { requestsAs } from './accounts.ts';
import { makeReadyForCertification } from './certification-ready.ts';
import type { TestApp } from './harness.ts';

export type OrganisationKind = 'FACILITY' | 'TOURNAMENT';

/** Where the club is (`countryId`) and the language its owner reads (`language`). */
interface ClubOptions {
  countryId?: number;
  language?: string;
}

export function certificationParties(t: { current: TestApp }, label: string) {
  let counter = 0;

  const request = requestsAs(t);
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    asUser: number,
    payload?: object,
  ) => request(method, url, asUser, payload ? { payload } : undefined);

  const emailOf = async (userId: number) =>
    (await t.current.db.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, userId) }))!.email;

  /** A club of its own: owner, an admin and a view-only member. */
  async function club(type: OrganisationKind = 'FACILITY', { countryId, language }: ClubOptions = {}) {
    counter += 1;
    const title = `Cert ${type} ${counter} ${label}`;
    const made = await t.current.createOrganisation(
      { type, title, ...(countryId === undefined ? {} : { countryId }) },
      ['ADMIN_USER', 'USER_VIEW_ONLY'],
      language === undefined ? {} : { language },
    );
    return { ...made, type, title, admin: made.members[0]!, viewer: made.members[1]! };
  }

  /** A staff member (made as the command line makes the first) and verifiers added by staff through the API. */
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

  /** A question of the case's submission as `asUser` reads it: requests are opened on one. */
  const submittedQuestion = async (caseId: number, asUser: number) =>
    (await call('GET', `${programmeCase(caseId)}/submission`, asUser)).json().data.sets[0].answers[0]
      .questionId as number;

  /** A club ready for certification that has applied for `year`: the case in desk review. */
  async function applied(type: OrganisationKind = 'FACILITY', options: ClubOptions = {}, year = 2024) {
    const organisation = await club(type, options);
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

  return { call, club, programme, applied, clubCase, programmeCase, submittedQuestion, emailOf };
}
