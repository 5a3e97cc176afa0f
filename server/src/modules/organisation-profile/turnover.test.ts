// The facility's annual turnover, a confidential detail (docs/facility-profile.md#what-is-stored):
// saved with the details and read back only by the facility's members; the club's own report and
// CSV divide the gross emissions by it (docs/carbon-method.md#reporting-frameworks-vsme-b3); no
// public page, badge, sitemap, peer benchmark, programme figure or federation view shows it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import emptyDetails from '@oncourse/fixtures/empty-facility-details.json' with { type: 'json' };
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { facilityDetails } from '../../db/schema/index.ts';
import { freshEmail, mailsTo, requestsAs, tokenIn } from '../../test/accounts.ts';
import { makeReadyForCertification } from '../../test/certification-ready.ts';
import { consoleCalls } from '../../test/console.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { hasTool } from '../../test/tools.ts';
import { insertCertifiedCase } from '../../seed/demo-public-profile.ts';
import { readableTurnover } from '../insights/insights.service.ts';

const DEMO_FACILITY = 1;
const SWEDEN = 197;

const hasPdfToText = hasTool('pdftotext', ['-v'], 'apt-get install poppler-utils', 'the PDF report tests');

function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'turnover-')), 'report.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}

/** Whether a text shows the amount, in any of the ways a page or file writes its digits. */
const shows = (text: string, amount: number) =>
  text.replace(/[\s,.'\u00a0\u202f]/g, '').includes(String(Math.trunc(amount)));

describe.each(databases())('facility turnover on %s', { timeout: 120_000 }, (kind) => {
  const t = useTestApp(kind);
  const request = requestsAs(t);
  const { call, staffMember } = consoleCalls(t);
  let counter = 0;

  const readDetails = async (id: number, asUser: number) =>
    request('GET', `/api/organisation/${id}/details`, asUser);
  const saveTurnover = async (id: number, asUser: number, turnover: number | null) => {
    const current = (await readDetails(id, asUser)).json().data;
    return request('PATCH', `/api/organisation/${id}/details`, asUser, {
      payload: { ...emptyDetails, ...current, turnover },
    });
  };

  async function club(countryId = SWEDEN) {
    counter += 1;
    return t.current.createOrganisation(
      { type: 'FACILITY', title: `Fairway club ${kind} ${counter}`, countryId },
      ['USER_VIEW_ONLY'],
    );
  }

  /**
   * The demo facility (GB, money in pounds) with a turnover, stored as the details' save stores it
   * (its seeded areas are older than the rule on their parts, so the form would ask to fix them
   * first); a member who may see the details.
   */
  async function demoTurnover(turnover: number) {
    await t.current.db.db
      .update(facilityDetails)
      .set({ turnover })
      .where(eq(facilityDetails.organisationId, DEMO_FACILITY));
    const reader = await t.current.createUser();
    await t.current.addMember(reader, DEMO_FACILITY, 'USER_VIEW_ONLY');
    return reader;
  }

  it('saves the turnover with the details and reads it back to the facility’s members only', async () => {
    const facility = await club();
    const saved = await saveTurnover(facility.id, facility.owner, 2_400_000.5);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.turnover).toBe(2_400_000.5);
    // Every member may see the details, the view-only one too.
    const viewer = facility.members[0]!;
    expect((await readDetails(facility.id, viewer)).json().data.turnover).toBe(2_400_000.5);
    // Another facility's owner and a signed-out caller are refused.
    const other = await club();
    expect((await readDetails(facility.id, other.owner)).statusCode).toBe(403);
    const anonymous = await t.current.app.inject({
      method: 'GET',
      url: `/api/organisation/${facility.id}/details`,
    });
    expect(anonymous.statusCode).toBe(401);
    // The view-only member may not change it; none is kept as none.
    expect((await saveTurnover(facility.id, viewer, 1)).statusCode).toBe(403);
    expect((await saveTurnover(facility.id, facility.owner, null)).json().data.turnover).toBeNull();
  });

  it('refuses a negative turnover and one above ten billion, and keeps what was saved', async () => {
    const facility = await club();
    await saveTurnover(facility.id, facility.owner, 900_000);
    const negative = await saveTurnover(facility.id, facility.owner, -5);
    expect(negative.statusCode).toBe(400);
    const huge = await saveTurnover(facility.id, facility.owner, 10_000_000_001);
    expect(huge.statusCode).toBe(422);
    expect(huge.json().data).toMatchObject({ field: 'turnover', number: 105 });
    expect((await readDetails(facility.id, facility.owner)).json().data.turnover).toBe(900_000);
  });

  it('gives the club’s own CSV the VSME B3 intensity per million of its currency, noted as not euro', async () => {
    const admin = await demoTurnover(1_850_000);
    const footprint = (
      await request('GET', `/api/insights/organisation/${DEMO_FACILITY}/footprint?year=2024`, admin)
    ).json().data;
    const gross = footprint.location.scope1 + footprint.location.scope2;
    const csv = (await request('GET', `/api/insights/organisation/${DEMO_FACILITY}/answers.csv`, admin)).body;
    expect(csv).toContain(
      `Annual data,2024,VSME B3: energy and greenhouse gas emissions,,GHG intensity (§31),,` +
        `${Math.round((gross / 1.85) * 1000) / 1000},t CO2e per million GBP of turnover,,` +
        '"VSME §31 divides by turnover in euro; this turnover is in GBP, not converted."',
    );
    // The turnover itself is not printed, only the ratio.
    expect(shows(csv, 1_850_000)).toBe(false);
  });

  it.runIf(hasPdfToText)('prints the intensity in the club’s own PDF report', async () => {
    const admin = await demoTurnover(1_850_000);
    const footprint = (
      await request('GET', `/api/insights/organisation/${DEMO_FACILITY}/footprint?year=2024`, admin)
    ).json().data;
    const gross = footprint.location.scope1 + footprint.location.scope2;
    const report = await request(
      'GET',
      `/api/insights/organisation/${DEMO_FACILITY}/report?year=2024`,
      admin,
    );
    const text = pdfText(report.rawPayload);
    const perMillion = (gross / 1.85).toLocaleString('en-GB', { maximumFractionDigits: 2 });
    expect(text).toMatch(
      new RegExp(`GHG intensity \\(§31\\) ${perMillion} t CO2e per million GBP of\\s+turnover`),
    );
    expect(text).toContain('this turnover is in GBP, not converted.');
  });

  it('gives a reader who may not see the confidential details no turnover to divide by', async () => {
    const facility = await club();
    await saveTurnover(facility.id, facility.owner, 3_000_000);
    const facts = {
      countryCode: 'SE',
      measurementUnit: 'metric' as const,
      currency: null,
    } as Parameters<typeof readableTurnover>[2];
    const access = {
      organisationId: facility.id,
      organisationType: 'FACILITY' as const,
      membershipId: 0,
      accessTypeId: 0,
      accessType: 'USER' as const,
      readOnly: false,
      activities: ['reviews' as const],
    };
    const ctx = { db: t.current.db.db };
    expect(await readableTurnover(ctx, access, facts)).toBeNull();
    expect(
      await readableTurnover(ctx, { ...access, activities: ['reviews', 'view-organisation-details'] }, facts),
    ).toEqual({ amount: 3_000_000, currency: 'SEK' });
  });

  it('never shows the turnover on the public pages, in benchmarks, the programme’s figures or the federation’s view', async () => {
    const TURNOVER = 7_654_321;
    const facility = await club();
    await makeReadyForCertification(t.current, { ...facility, type: 'FACILITY' }, 2024);
    await saveTurnover(facility.id, facility.owner, TURNOVER);
    const verifier = await t.current.createUser();
    await insertCertifiedCase(t.current.db.db, {
      organisationId: facility.id,
      organisationType: 'FACILITY',
      verifierUserId: verifier,
      company: 'Green Audits AB',
      decidedOn: '2026-06-01',
      findings: [],
    });
    const owner = facility.owner;
    expect(
      (await call('PUT', `/api/organisation/${facility.id}/public-profile`, owner, { show_footprint: true }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('PUT', `/api/organisation/${facility.id}/federation-sharing`, owner, {
          shareWithFederation: true,
        })
      ).status,
    ).toBe(200);
    const slug = (await call('GET', `/api/organisation/${facility.id}/public-profile`, owner)).data
      .slug as string;

    const pages = await Promise.all(
      [`/directory/${slug}`, '/directory', `/badge/${slug}.svg`, '/sitemap.xml'].map(async (url) => {
        const response = await t.current.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        return response.body;
      }),
    );
    expect(pages[0]).toContain('Carbon footprint');

    const benchmarks = await request(
      'GET',
      `/api/insights/organisation/${facility.id}/benchmarks?year=2024`,
      owner,
    );
    expect(benchmarks.statusCode).toBe(200);

    const staff = await staffMember();
    const figures = await request('GET', '/api/console/figures', staff);
    expect(figures.statusCode).toBe(200);
    const tables = [
      'organisations',
      'reviews',
      'annual-data',
      'certification',
      'footprint',
      'footprint-trend',
    ];
    const staffCsv = await Promise.all(
      tables.map(async (table) => (await request('GET', `/api/console/figures/${table}.csv`, staff)).body),
    );

    const email = freshEmail('federation');
    const federation = await t.current.createUser({ email });
    await call('POST', '/api/certification/invitations', staff, {
      email,
      role: 'federation',
      federation: { countries: ['SE'] },
    });
    const [mail] = await mailsTo(t.current.db.db, email);
    await call('POST', '/api/certification/invitations/accept', federation, { token: tokenIn(mail!.text) });
    const federationViews = [
      await request('GET', '/api/federation/figures', federation),
      await request('GET', '/api/federation/facilities', federation),
      await request('GET', `/api/federation/facilities/${facility.id}`, federation),
    ];
    for (const view of federationViews) expect(view.statusCode, view.body).toBe(200);
    expect(federationViews[1]!.body).toContain(`Fairway club ${kind}`);
    const federationCsv = await Promise.all(
      tables.map(
        async (table) => (await request('GET', `/api/federation/figures/${table}.csv`, federation)).body,
      ),
    );

    for (const body of [
      ...pages,
      benchmarks.body,
      figures.body,
      ...staffCsv,
      ...federationViews.map((view) => view.body),
      ...federationCsv,
    ]) {
      expect(shows(body, TURNOVER)).toBe(false);
      expect(body).not.toMatch(/turnover/i);
    }
  });

  it('is read only by the details, the owner’s archive and the club’s own report and export', () => {
    // Every server module that names the column: a new reader must be added here on purpose.
    const root = join(import.meta.dirname, '..');
    const readers: string[] = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
          if (
            /facilityDetails\.turnover|\bturnover:\s*(?:body|row)|\.turnover\b/.test(
              readFileSync(path, 'utf8'),
            )
          )
            readers.push(relative(root, path));
        }
      }
    };
    walk(root);
    expect(readers.sort()).toEqual([
      'insights/annual-report.pdf.ts',
      'insights/answers-csv.ts',
      'insights/insights.repository.ts',
      'insights/vsme-text.ts',
      'organisation-profile/facility-details.presenter.ts',
      'organisation-profile/facility-details.service.ts',
    ]);
  });
});
