// Programme figures (docs/programme-console.md#figures): the counts by country, the demo kept
// apart, the footprint the club itself sees, kept per answer set until a save changes it, the CSV
// downloads, and staff alone may read them.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerSets, courses, figureSources, questionSets } from '../../db/schema/index.ts';
import { freshIp } from '../../test/accounts.ts';
import { insertDecidedCase } from '../../test/certified-case.ts';
import { makeReadyForCertification } from '../../test/certification-ready.ts';
import { consoleCalls } from '../../test/console.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { median } from './figures.service.ts';

/** Luxembourg: no other test of this file makes an organisation there. */
const LU = 134;
/** Malta, for the stored figures' test alone. */
const MT = 153;
/** "Electricity bought from the grid" (kWh) of the facilities' annual data. */
const GRID_ELECTRICITY = 15009;

describe('median', () => {
  it('is the middle value, the mean of the two middle ones for an even count, and null for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

// Making a facility ready for certification takes seconds on a busy machine.
describe.each(databases())('programme figures on %s', { timeout: 120_000 }, (kind) => {
  const t = useTestApp(kind);
  const { call, staffMember } = consoleCalls(t);

  const download = async (url: string, asUser: number) =>
    t.current.app.inject({
      method: 'GET',
      url,
      headers: await t.current.authHeader(asUser),
      remoteAddress: freshIp(),
    });

  /** A facility in Luxembourg with 18 holes and 2025's annual data complete, and a tournament there. */
  async function luxembourg() {
    const facility = await t.current.createOrganisation({
      type: 'FACILITY',
      title: `Kikuoka ${kind}`,
      countryId: LU,
    });
    await t.current.db.db
      .insert(courses)
      .values({ organisationId: facility.id, name: 'Championship', numberOfHoles: 18 });
    await makeReadyForCertification(t.current, { ...facility, type: 'FACILITY' }, 2025);
    const tournament = await t.current.createOrganisation({
      type: 'TOURNAMENT',
      title: `Grand Prix ${kind}`,
      countryId: LU,
    });
    const demo = await t.current.createOrganisation({
      type: 'FACILITY',
      title: `Demo Links ${kind}`,
      countryId: LU,
      demo: true,
    });
    return { facility, tournament, demo };
  }

  it('counts facilities, tournaments, activity, reviews, years and certification by country, the demo apart', async () => {
    const staff = await staffMember();
    const { facility } = await luxembourg();

    const figures = await call('GET', '/api/console/figures', staff);
    expect(figures.status).toBe(200);
    expect(figures.data).toMatchObject({ demo: false, countries: null });
    expect(
      figures.data.organisations.find((row: { countryCode: string }) => row.countryCode === 'LU'),
    ).toEqual({
      countryCode: 'LU',
      facilities: 1,
      tournaments: 1,
      activeFacilities: 1,
      activeTournaments: 0,
    });
    const reviews = figures.data.reviews.find((row: { countryCode: string }) => row.countryCode === 'LU');
    expect(reviews.organisations).toBe(2);
    expect(reviews.reviews).toBeGreaterThan(0);
    expect(reviews.started).toBeGreaterThan(0);
    expect(figures.data.annualData).toContainEqual({
      countryCode: 'LU',
      year: 2025,
      organisations: 1,
      complete: expect.any(Number),
    });
    expect(
      figures.data.certification.find((row: { countryCode: string }) => row.countryCode === 'LU'),
    ).toMatchObject({
      organisations: 2,
      noCase: 2,
      certifiedNow: 0,
    });

    // Nothing of an activity older than 90 days, and a certified case, show as such.
    await t.current.db.db
      .update(answerSets)
      .set({ updatedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(answerSets.organisationId, facility.id));
    await insertDecidedCase(t.current.db.db, { organisationId: facility.id, decidedAt: new Date() });
    const later = await call('GET', '/api/console/figures', staff);
    expect(
      later.data.organisations.find((row: { countryCode: string }) => row.countryCode === 'LU'),
    ).toMatchObject({
      activeFacilities: 0,
    });
    expect(
      later.data.certification.find((row: { countryCode: string }) => row.countryCode === 'LU'),
    ).toMatchObject({
      noCase: 1,
      states: { certified: 1, 'desk-review': 0 },
      certifiedNow: 1,
    });

    const demo = await call('GET', '/api/console/figures?demo=true', staff);
    expect(demo.data.demo).toBe(true);
    expect(demo.data.organisations).toEqual([
      { countryCode: 'LU', facilities: 1, tournaments: 0, activeFacilities: 0, activeTournaments: 0 },
    ]);
  });

  it('sums the footprint the club itself sees, with its median per hole, by country and year and as a trend', async () => {
    const staff = await staffMember();
    const facility = await t.current.createOrganisation({
      type: 'FACILITY',
      title: `Footprint ${kind}`,
      countryId: 109,
    });
    await t.current.db.db
      .insert(courses)
      .values({ organisationId: facility.id, name: 'Links', numberOfHoles: 9 });
    await makeReadyForCertification(t.current, { ...facility, type: 'FACILITY' }, 2024);
    const own = await call(
      'GET',
      `/api/insights/organisation/${facility.id}/footprint?year=2024`,
      facility.owner,
    );
    expect(own.status).toBe(200);

    const figures = await call('GET', '/api/console/figures', staff);
    const row = figures.data.footprint.find(
      (entry: { countryCode: string; year: number }) => entry.countryCode === 'IS' && entry.year === 2024,
    );
    expect(row).toMatchObject({ facilities: 1, notFinal: 0 });
    expect(row.market.total).toBeCloseTo(own.data.market.total, 3);
    expect(row.location.total).toBeCloseTo(own.data.location.total, 3);
    expect(row.market.medianPerHole).toBeCloseTo(own.data.market.total / 9, 3);
    const trend = figures.data.footprintTrend.find((entry: { year: number }) => entry.year === 2024);
    expect(trend.countryCode).toBeNull();
    expect(trend.facilities).toBeGreaterThanOrEqual(1);
  });

  it('keeps what each year adds until a save or a change of the facility’s facts, on the next read', async () => {
    const staff = await staffMember();
    const facility = await t.current.createOrganisation({
      type: 'FACILITY',
      title: `Kept ${kind}`,
      countryId: MT,
    });
    await t.current.db.db
      .insert(courses)
      .values({ organisationId: facility.id, name: 'Old', numberOfHoles: 9 });
    await makeReadyForCertification(t.current, { ...facility, type: 'FACILITY' }, 2023);
    const [yearSet] = await t.current.db.db
      .select({ id: answerSets.id, version: answerSets.version })
      .from(answerSets)
      .innerJoin(questionSets, eq(questionSets.id, answerSets.questionSetId))
      .where(and(eq(answerSets.organisationId, facility.id), eq(questionSets.kind, 'ANNUAL_DATA')));
    const malta = async () =>
      (await call('GET', '/api/console/figures', staff)).data.footprint.find(
        (row: { countryCode: string; year: number }) => row.countryCode === 'MT' && row.year === 2023,
      );
    const own = async () =>
      (await call('GET', `/api/insights/organisation/${facility.id}/footprint?year=2023`, facility.owner))
        .data;

    const first = await malta();
    expect(first.location.total).toBeCloseTo((await own()).location.total, 2);
    const [stored] = await t.current.db.db
      .select()
      .from(figureSources)
      .where(eq(figureSources.answerSetId, yearSet!.id));
    expect(stored!.version).toBe(yearSet!.version);

    // Read again without a change, the stored figure is what counts: nothing is computed again.
    const mark = async () =>
      t.current.db.db
        .update(figureSources)
        .set({ figures: sql`jsonb_set(${figureSources.figures}, '{location,total}', '12345')` })
        .where(eq(figureSources.answerSetId, yearSet!.id));
    await mark();
    expect((await malta()).location.total).toBe(12345);

    // The club saves a year's answer as its form does: the next read counts it.
    const saved = await t.current.app.inject({
      method: 'PATCH',
      url: `/api/reviews/answers/${yearSet!.id}/organisation/${facility.id}`,
      headers: await t.current.authHeader(facility.owner),
      remoteAddress: freshIp(),
      payload: {
        baseVersion: yearSet!.version,
        answers: {
          [GRID_ELECTRICITY]: {
            complete: true,
            savelater: false,
            value: 250000,
            unitMeasurementType: 'metric',
            nestedValues: {},
            facilityAddedAnswers: [],
            rows: [],
          },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const afterSave = await own();
    expect(afterSave.location.total).toBeGreaterThan(first.location.total);
    const second = await malta();
    expect(second.location.total).toBeCloseTo(afterSave.location.total, 2);
    expect(second.location.medianPerHole).toBeCloseTo(afterSave.location.total / 9, 2);

    // More holes change the figure per hole without a save of answers.
    await mark();
    await t.current.db.db
      .insert(courses)
      .values({ organisationId: facility.id, name: 'New', numberOfHoles: 9 });
    const third = await malta();
    expect(third.location.total).toBeCloseTo(afterSave.location.total, 2);
    expect(third.location.medianPerHole).toBeCloseTo(afterSave.location.total / 18, 2);
  });

  it('downloads each table as CSV with a dated file name, the demo named apart', async () => {
    const staff = await staffMember();
    const figures = await call('GET', '/api/console/figures', staff);
    const response = await download('/api/console/figures/organisations.csv', staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain(
      `oncourse-organisations-${figures.data.asOf}.csv`,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'country,facilities,tournaments,active_facilities_90_days,active_tournaments_90_days',
    );
    expect(lines).toContain('LU,1,1,0,0');

    const certification = await download('/api/console/figures/certification.csv', staff);
    expect(certification.body).toContain(
      'country,organisations,no_case,desk-review,returned,verification,decision,certified,not-certified,withdrawn,certified_now',
    );
    expect(certification.body).toContain('LU,2,1,0,0,0,0,1,0,0,1');
    const footprint = await download('/api/console/figures/footprint.csv', staff);
    expect(footprint.body).toMatch(/\r\nIS,2024,1,0,[\d.]+,[\d.]+,[\d.]+,[\d.]+\r\n/);

    const demo = await download('/api/console/figures/organisations.csv?demo=true', staff);
    expect(demo.headers['content-disposition']).toContain(
      `oncourse-organisations-${figures.data.asOf}-demo.csv`,
    );
    expect(demo.body).toContain('LU,1,0,0,0');
    const unknown = await download('/api/console/figures/answers.csv', staff);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data).toMatchObject({ code: 'UNKNOWN_ENUM_VALUE', field: 'table' });
  });

  it('answers 403 to a club member, who is no staff', async () => {
    const club = await t.current.createOrganisation({ type: 'FACILITY', title: `Member club ${kind}` });
    expect((await call('GET', '/api/console/figures', club.owner)).status).toBe(403);
    expect((await download('/api/console/figures/reviews.csv', club.owner)).statusCode).toBe(403);
    expect((await call('GET', '/api/console/federations', club.owner)).status).toBe(403);
  });
});
