// National federations (docs/programme-console.md#federations): staff invite one for its countries;
// it reads the figures and the facilities of its countries that share with it, nothing else.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, organisations } from '../../db/schema/index.ts';
import { freshEmail, freshIp, mailsTo, tokenIn } from '../../test/accounts.ts';
import { makeReadyForCertification } from '../../test/certification-ready.ts';
import { consoleCalls } from '../../test/console.ts';
import { databases, useTestApp } from '../../test/harness.ts';

const NO = 167;
const DE = 57;

// Making a facility ready for certification takes seconds on a busy machine.
describe.each(databases())('national federations on %s', { timeout: 120_000 }, (kind) => {
  const t = useTestApp(kind);
  const { call, staffMember } = consoleCalls(t);
  let counter = 0;

  /** A federation account for `countries`, invited by staff and accepted with the mail's link. */
  async function federation(staff: number, countries: string[]) {
    const email = freshEmail('federation');
    const userId = await t.current.createUser({ email });
    const invited = await call('POST', '/api/certification/invitations', staff, {
      email,
      role: 'federation',
      federation: { countries },
    });
    expect(invited.status).toBe(200);
    expect(invited.data.role).toBe('federation');
    const [mail] = await mailsTo(t.current.db.db, email);
    expect(mail!.text).toContain("national golf federation's account");
    const accepted = await call('POST', '/api/certification/invitations/accept', userId, {
      token: tokenIn(mail!.text),
    });
    expect(accepted.status).toBe(200);
    expect(accepted.data).toMatchObject({ staff: false, verifierId: null, federationCountries: countries });
    return userId;
  }

  async function facility(countryId: number, share: boolean, fields: { demo?: boolean } = {}) {
    counter += 1;
    const made = await t.current.createOrganisation(
      { type: 'FACILITY', title: `Federation club ${kind} ${counter}`, countryId, ...fields },
      ['USER_VIEW_ONLY'],
    );
    await t.current.db.db
      .insert(courses)
      .values({ organisationId: made.id, name: 'Main', numberOfHoles: 18 });
    if (share) {
      const saved = await call('PUT', `/api/organisation/${made.id}/federation-sharing`, made.owner, {
        shareWithFederation: true,
      });
      expect(saved.status).toBe(200);
      expect(saved.data).toEqual({ shareWithFederation: true });
    }
    return made;
  }

  it('staff invite a federation for its countries; a second invitation, or one without countries, is refused', async () => {
    const staff = await staffMember();
    const userId = await federation(staff, ['NO']);
    const listed = await call('GET', '/api/console/federations', staff);
    expect(listed.data).toContainEqual(expect.objectContaining({ userId, countries: ['NO'] }));
    const email = listed.data.find((row: { userId: number }) => row.userId === userId).email;
    expect(
      (
        await call('POST', '/api/certification/invitations', staff, {
          email,
          role: 'federation',
          federation: { countries: ['NO'] },
        })
      ).status,
    ).toBe(409);
    const without = await call('POST', '/api/certification/invitations', staff, {
      email: freshEmail('federation'),
      role: 'federation',
    });
    expect(without.status).toBe(422);
    expect(without.error.field).toBe('federation');
    expect((await call('GET', '/api/certification/me', userId)).data.federationCountries).toEqual(['NO']);
  });

  it("lists only its own countries' facilities that share with it, with progress and certification, and nothing of their answers", async () => {
    const staff = await staffMember();
    const norway = await federation(staff, ['NO']);
    const germany = await federation(staff, ['DE']);
    const sharing = await facility(NO, true);
    await makeReadyForCertification(t.current, { ...sharing, type: 'FACILITY' }, 2025);
    const private_ = await facility(NO, false);
    const german = await facility(DE, true);
    const demo = await facility(NO, true, { demo: true });

    const listed = await call('GET', '/api/federation/facilities', norway);
    expect(listed.status).toBe(200);
    expect(listed.data.map((row: { id: number }) => row.id)).toEqual([sharing.id]);
    const [row] = listed.data;
    expect(Object.keys(row).sort()).toEqual(
      ['annualDataYears', 'certification', 'city', 'countryCode', 'holes', 'id', 'reviews', 'title'].sort(),
    );
    expect(row).toMatchObject({
      countryCode: 'NO',
      holes: 18,
      annualDataYears: [{ year: 2025, complete: expect.any(Boolean) }],
      certification: { state: null, certified: false, certifiedUntil: null },
    });
    expect(row.reviews.total).toBeGreaterThan(0);

    const detail = await call('GET', `/api/federation/facilities/${sharing.id}`, norway);
    expect(detail.status).toBe(200);
    expect(Object.keys(detail.data).sort()).toEqual(['facility', 'footprint']);
    const own = await call(
      'GET',
      `/api/insights/organisation/${sharing.id}/footprint?year=2025`,
      sharing.owner,
    );
    expect(detail.data.footprint).toEqual([
      expect.objectContaining({
        year: 2025,
        final: true,
        marketTotal: expect.closeTo(own.data.market.total, 3),
      }),
    ]);

    for (const id of [private_.id, german.id, demo.id, 987654])
      expect((await call('GET', `/api/federation/facilities/${id}`, norway)).status, `facility ${id}`).toBe(
        404,
      );
    expect((await call('GET', `/api/federation/facilities/${sharing.id}`, germany)).status).toBe(404);
    expect(
      (await call('GET', '/api/federation/facilities', germany)).data.map(
        (entry: { id: number }) => entry.id,
      ),
    ).toEqual([german.id]);
  });

  it("reads the figures of its countries' sharing facilities only, and downloads them named by its countries", async () => {
    const staff = await staffMember();
    const norway = await federation(staff, ['NO']);
    const figures = await call('GET', '/api/federation/figures', norway);
    expect(figures.status).toBe(200);
    expect(figures.data.countries).toEqual(['NO']);
    expect(figures.data.organisations.map((row: { countryCode: string }) => row.countryCode)).toEqual(['NO']);
    const [norwegian] = figures.data.organisations;
    expect(norwegian).toMatchObject({ tournaments: 0 });
    const sharingNow = (
      await t.current.db.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.shareWithFederation, true))
    ).length;
    expect(norwegian.facilities).toBeLessThan(sharingNow);

    const csv = await t.current.app.inject({
      method: 'GET',
      url: '/api/federation/figures/organisations.csv',
      headers: await t.current.authHeader(norway),
      remoteAddress: freshIp(),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(
      `oncourse-organisations-no-${figures.data.asOf}.csv`,
    );
    expect(csv.body).toContain(`NO,${norwegian.facilities},0,`);
    // A federation is no staff: the programme-wide figures stay closed to it.
    expect((await call('GET', '/api/console/figures', norway)).status).toBe(403);
  });

  it('the switch is off by default, the facility changes it, and nobody else may', async () => {
    const staff = await staffMember();
    const club = await facility(NO, false);
    const other = await facility(NO, false);
    const url = `/api/organisation/${club.id}/federation-sharing`;
    expect((await call('GET', url, club.owner)).data).toEqual({ shareWithFederation: false });
    expect((await call('GET', url, club.members[0]!)).data).toEqual({ shareWithFederation: false });
    expect((await call('PUT', url, club.members[0]!, { shareWithFederation: true })).status).toBe(403);
    expect((await call('GET', url, other.owner)).status).toBe(403);
    expect((await call('PUT', url, other.owner, { shareWithFederation: true })).status).toBe(403);
    expect((await call('PUT', url, club.owner, { shareWithFederation: 'yes' })).status).toBe(400);
    expect((await call('GET', url, club.owner)).data).toEqual({ shareWithFederation: false });

    const tournament = await t.current.createOrganisation({
      type: 'TOURNAMENT',
      title: `Open ${kind}`,
      countryId: NO,
    });
    const refused = await call(
      'PUT',
      `/api/organisation/${tournament.id}/federation-sharing`,
      tournament.owner,
      {
        shareWithFederation: true,
      },
    );
    expect(refused.status).toBe(422);

    // A club member and staff are no federation.
    expect((await call('GET', '/api/federation/facilities', club.owner)).status).toBe(403);
    expect((await call('GET', `/api/federation/facilities/${club.id}`, club.owner)).status).toBe(403);
    expect((await call('GET', '/api/federation/figures', staff)).status).toBe(403);
  });
});
