// Peer benchmarks and reduction targets over HTTP (docs/benchmarks-and-targets.md#behaviour): figures from 5 other facilities and
// never from 4, opted-out and demo facilities and incomplete figures not counted, no single facility's value
// recoverable, and targets' paths and standing for hand-computed cases. Each test works in its own
// year, so the groups of one test never hold another test's facilities.
import { ANNUAL_DATA_QUESTIONS as Q, type Answer } from '@oncourse/engine';
import { loadAnswerSets } from '@oncourse/fixtures';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answers,
  answerSets,
  benchmarkSources,
  countries,
  courses,
  organisations,
} from '../../db/schema/index.ts';
import { insertPeerFacility } from '../../seed/peer-population.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { hasTool } from '../../test/tools.ts';
import { refreshAllYears } from './benchmarks.service.ts';

// The fixture facility's complete 2024 answers: every facility here answers them, with its own electricity.
const template = loadAnswerSets().find((set) => set.organisationId === 1 && set.year === 2024)!;
const ANNUAL = template.questionSetId;

function withElectricity(kWh: number): Record<string, Answer> {
  const electricity = template.answers[Q.electricity.grid]!;
  return { ...template.answers, [Q.electricity.grid]: { ...electricity, value: kWh } };
}

const hasPdfToText = hasTool('pdftotext', ['-v'], 'apt-get install poppler-utils', 'the PDF report tests');

/** The report's text, its lines joined by single spaces (a long sentence may wrap). */
function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'report.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

interface Figure {
  metric: string;
  basis: string;
  value: number | null;
  peers: {
    scope: string;
    count: number;
    lowerQuartile: number;
    median: number;
    upperQuartile: number;
  } | null;
  position: string | null;
}

describe.each(databases())('benchmarks and targets on %s', (kind) => {
  const t = useTestApp(kind);
  let counter = 0;

  /** An 18-hole facility of 60 ha with the years' electricity (kWh), with nobody in it. */
  async function peerFacility(
    countryCode: string,
    electricityByYear: Record<number, number>,
    options: { demo?: boolean; holes?: number } = {},
  ) {
    counter += 1;
    return insertPeerFacility(t.current.db.db, ANNUAL, {
      title: `Benchmark Golf ${counter} ${Math.random()}`,
      countryCode,
      holes: options.holes ?? 18,
      hectares: 60,
      demo: options.demo ?? false,
      years: Object.entries(electricityByYear).map(([year, kWh]) => ({
        year: Number(year),
        answers: withElectricity(kWh),
      })),
    });
  }

  /** As `peerFacility`, and a member of it. */
  async function facility(
    countryCode: string,
    electricityByYear: Record<number, number>,
    options: { demo?: boolean; holes?: number } = {},
  ) {
    const organisationId = await peerFacility(countryCode, electricityByYear, options);
    const userId = await t.current.createUser();
    // An admin: the access type that may change details (opt out, set targets).
    await t.current.addMember(userId, organisationId, 'ADMIN_USER');
    return { organisationId, userId };
  }

  /** A Swedish facility and its 5 Swedish peers: 1,000 to 5,000 kWh of electricity per hole. */
  async function swedishGroup(year: number) {
    const viewer = await facility('SE', { [year]: 27_000 });
    const peers = [];
    for (const kWh of [18_000, 36_000, 54_000, 72_000, 90_000])
      peers.push(await facility('SE', { [year]: kWh }));
    return { viewer, peers };
  }

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    userId: number,
    payload?: unknown,
  ) =>
    t.current.app.inject({
      method,
      url,
      headers: await t.current.authHeader(userId),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function electricityPerHole(viewer: { organisationId: number; userId: number }, year: number) {
    const response = await call(
      'GET',
      `/api/insights/organisation/${viewer.organisationId}/benchmarks?year=${year}`,
      viewer.userId,
    );
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json().data.figures as Figure[];
    return figures.find((figure) => figure.metric === 'electricity' && figure.basis === 'perHole')!;
  }

  /** Saves a new electricity figure as a save of answers does: the answer and the set's version. */
  async function changeElectricity(organisationId: number, year: number, kWh: number) {
    const [set] = await t.current.db.db
      .select({ id: answerSets.id })
      .from(answerSets)
      .where(and(eq(answerSets.organisationId, organisationId), eq(answerSets.year, year)));
    await t.current.db.db
      .update(answers)
      .set({ value: kWh })
      .where(and(eq(answers.answerSetId, set!.id), eq(answers.questionId, Q.electricity.grid)));
    await t.current.db.db
      .update(answerSets)
      .set({ version: sql`${answerSets.version} + 1` })
      .where(eq(answerSets.id, set!.id));
  }

  it('shows the quartiles once 5 other facilities contribute and nothing at 4', async () => {
    const year = 2030;
    const viewer = await facility('SE', { [year]: 27_000 });
    // 1,000 to 4,000 kWh per hole on 18 holes.
    for (const kWh of [18_000, 36_000, 54_000, 72_000]) await facility('SE', { [year]: kWh });
    const atFour = await electricityPerHole(viewer, year);
    expect(atFour.value).toBe(1_500);
    expect(atFour.peers).toBeNull();
    expect(atFour.position).toBeNull();

    await facility('SE', { [year]: 90_000 });
    // Five values 1,000 … 5,000: the quartiles fall on the 2nd, 3rd and 4th.
    expect(await electricityPerHole(viewer, year)).toMatchObject({
      value: 1_500,
      peers: { scope: 'country', count: 5, lowerQuartile: 2_000, median: 3_000, upperQuartile: 4_000 },
      position: 'lowestQuarter',
    });
  });

  it('never returns a single facility’s value: no minimum or maximum, figures rounded', async () => {
    const year = 2031;
    const viewer = await facility('SE', { [year]: 27_000 });
    const perHole = [1_234, 2_345, 3_456, 4_567, 5_678];
    for (const value of perHole) await facility('SE', { [year]: value * 18 });
    const response = await call(
      'GET',
      `/api/insights/organisation/${viewer.organisationId}/benchmarks?year=${year}`,
      viewer.userId,
    );
    const body = response.body;
    for (const value of perHole) expect(body).not.toContain(String(value));
    expect(body).not.toMatch(/"(min|max|minimum|maximum)"/i);
    expect(await electricityPerHole(viewer, year)).toMatchObject({
      peers: { lowerQuartile: 2_300, median: 3_500, upperQuartile: 4_600 },
    });
  });

  it('does not count a facility that opted out, which still sees the figures', async () => {
    const year = 2032;
    const { viewer, peers } = await swedishGroup(year);
    expect((await electricityPerHole(viewer, year)).peers?.count).toBe(5);

    const leaving = peers[0]!;
    const before = await call(
      'GET',
      `/api/insights/organisation/${leaving.organisationId}/benchmarks/sharing`,
      leaving.userId,
    );
    // Never asked yet: the app asks when the next year is started.
    expect(before.json().data).toMatchObject({ contribute: true, asked: false });
    const optOut = await call(
      'PUT',
      `/api/insights/organisation/${leaving.organisationId}/benchmarks/sharing`,
      leaving.userId,
      { contribute: false },
    );
    expect(optOut.statusCode, optOut.body).toBe(200);
    expect((await electricityPerHole(viewer, year)).peers).toBeNull();
    // The profile's switch reads the setting back, as saved.
    const setting = await call(
      'GET',
      `/api/insights/organisation/${leaving.organisationId}/benchmarks/sharing`,
      leaving.userId,
    );
    // Answered now, so the facility is not asked again.
    expect(setting.json().data).toEqual({ contribute: false, asked: true, canChange: true });

    // The facility that left compares with the 4 others and the viewer: 5.
    const own = await electricityPerHole(leaving, year);
    expect(own.peers?.count).toBe(5);
    const response = await call(
      'GET',
      `/api/insights/organisation/${leaving.organisationId}/benchmarks?year=${year}`,
      leaving.userId,
    );
    expect(response.json().data.contributing).toBe(false);
  });

  it('widens to the region, then to all countries, and says which', async () => {
    const year = 2033;
    const viewer = await facility('SE', { [year]: 27_000 });
    // Sweden and Denmark are both Northern Europe (UN M49 154).
    for (const kWh of [18_000, 36_000]) await facility('SE', { [year]: kWh });
    for (const kWh of [54_000, 72_000, 90_000]) await facility('DK', { [year]: kWh });
    expect((await electricityPerHole(viewer, year)).peers).toMatchObject({ scope: 'region', count: 5 });

    const lone = await facility('JP', { [year]: 27_000 });
    expect((await electricityPerHole(lone, year)).peers).toMatchObject({ scope: 'all', count: 5 });
  });

  /** Marks one answer of a facility's year as saved for later, not complete. */
  async function leaveOpen(organisationId: number, questionId: number) {
    const [set] = await t.current.db.db
      .select({ id: answerSets.id })
      .from(answerSets)
      .where(eq(answerSets.organisationId, organisationId));
    await t.current.db.db
      .update(answers)
      .set({ complete: false, savelater: true })
      .where(and(eq(answers.answerSetId, set!.id), eq(answers.questionId, questionId)));
  }

  async function figure(viewer: { organisationId: number; userId: number }, year: number, metric: string) {
    const response = await call(
      'GET',
      `/api/insights/organisation/${viewer.organisationId}/benchmarks?year=${year}`,
      viewer.userId,
    );
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json().data.figures as Figure[];
    return figures.find((entry) => entry.metric === metric && entry.basis === 'perHole')!;
  }

  it('counts each metric whose answers are complete, only the same size band and never demo facilities', async () => {
    const year = 2034;
    const viewer = await facility('SE', { [year]: 27_000 });
    for (const kWh of [18_000, 36_000, 54_000, 72_000]) await facility('SE', { [year]: kWh });
    await facility('SE', { [year]: 90_000 }, { holes: 9 });
    await facility('SE', { [year]: 90_000 }, { demo: true });
    // Its electricity is saved for later: its electricity (and so its footprint) is not counted.
    const openElectricity = await facility('SE', { [year]: 90_000 });
    await leaveOpen(openElectricity.organisationId, Q.electricity.grid);
    expect((await electricityPerHole(viewer, year)).peers).toBeNull();

    // A year with one waste question open, and rounds never answered, still counts its electricity
    // and water: the fifth peer for those, while the footprint, which reads the waste, has four.
    const openWaste = await facility('SE', { [year]: 90_000 });
    await leaveOpen(openWaste.organisationId, Q.waste.grid);
    const [set] = await t.current.db.db
      .select({ id: answerSets.id })
      .from(answerSets)
      .where(eq(answerSets.organisationId, openWaste.organisationId));
    await t.current.db.db
      .delete(answers)
      .where(and(eq(answers.answerSetId, set!.id), eq(answers.questionId, Q.rounds)));
    expect((await electricityPerHole(viewer, year)).peers).toMatchObject({ count: 5, median: 3_000 });
    expect((await figure(viewer, year, 'water')).peers?.count).toBe(5);
    expect((await figure(viewer, year, 'footprint')).peers).toBeNull();
  });

  it('recomputes when a peer’s answers change', async () => {
    const year = 2035;
    const { viewer, peers } = await swedishGroup(year);
    expect((await electricityPerHole(viewer, year)).peers?.median).toBe(3_000);
    // The median peer (3,000 per hole) now uses 6,000 per hole: the middle value becomes 4,000.
    await changeElectricity(peers[2]!.organisationId, year, 108_000);
    expect((await electricityPerHole(viewer, year)).peers?.median).toBe(4_000);
  });

  it('works out every answered year ahead of its first read, over more facilities than one round trip takes', async () => {
    const year = 2038;
    const viewer = await facility('NO', { [year]: 27_000 });
    // 40 Norwegian peers, 1,000 to 4,900 kWh per hole: their figures take two round trips and more.
    for (let index = 0; index < 40; index += 1) await peerFacility('NO', { [year]: 18_000 + index * 1_800 });
    const stored = async () =>
      (
        await t.current.db.db
          .select({ organisationId: benchmarkSources.organisationId })
          .from(benchmarkSources)
          .where(eq(benchmarkSources.year, year))
      ).length;
    expect(await stored()).toBe(0);
    await refreshAllYears({ db: t.current.db.db });
    expect(await stored()).toBe(41);
    // The read finds them stored, and every peer counts once.
    expect((await electricityPerHole(viewer, year)).peers).toMatchObject({ scope: 'country', count: 40 });
    expect(await stored()).toBe(41);
  });

  it('recomputes when a peer’s country or holes change', async () => {
    const year = 2037;
    const { viewer, peers } = await swedishGroup(year);
    expect((await electricityPerHole(viewer, year)).peers).toMatchObject({ scope: 'country', count: 5 });
    // One peer moves to Japan: 4 left in Sweden and in Northern Europe, so all countries compare.
    await t.current.db.db
      .update(organisations)
      .set({ countryId: sql`(select ${countries.id} from ${countries} where ${countries.code} = 'JP')` })
      .where(eq(organisations.id, peers[0]!.organisationId));
    expect((await electricityPerHole(viewer, year)).peers).toMatchObject({ scope: 'all', count: 5 });
    // Another opens a new nine: 27 holes are a larger size band, leaving 4 comparable facilities.
    await t.current.db.db
      .insert(courses)
      .values({ organisationId: peers[1]!.organisationId, name: 'New nine', numberOfHoles: 9, sortOrder: 1 });
    expect((await electricityPerHole(viewer, year)).peers).toBeNull();
  });

  it('is not readable by a member of another organisation', async () => {
    const year = 2036;
    const viewer = await facility('SE', { [year]: 27_000 });
    const stranger = await facility('SE', { [year]: 27_000 });
    const response = await call(
      'GET',
      `/api/insights/organisation/${viewer.organisationId}/benchmarks?year=${year}`,
      stranger.userId,
    );
    expect([403, 404]).toContain(response.statusCode);
  });

  it.runIf(hasPdfToText)(
    'prints the position among peers and each target with its path and standing in the PDF report',
    async () => {
      const year = 2050;
      const viewer = await facility('DE', { [year]: 27_000, [year + 1]: 25_000 });
      for (const kWh of [18_000, 36_000, 54_000, 72_000, 90_000]) await facility('DE', { [year]: kWh });
      const created = await call(
        'POST',
        `/api/insights/organisation/${viewer.organisationId}/targets`,
        viewer.userId,
        {
          metric: 'electricity',
          kind: 'percentage',
          baseYear: year,
          targetYear: year + 6,
          percent: 30,
        },
      );
      expect(created.statusCode, created.body).toBe(200);

      const response = await call(
        'GET',
        `/api/insights/organisation/${viewer.organisationId}/report?year=${year}`,
        viewer.userId,
      );
      expect(response.statusCode).toBe(200);
      const text = pdfText(response.rawPayload);
      expect(text).toContain(`How you compare in ${year}`);
      // 1,500 kWh per hole against peers of 1,000 to 5,000: the lowest quarter, in the country.
      expect(text).toContain('In the lowest quarter of 18-hole clubs in Germany for electricity per hole');
      expect(text).toContain(
        'Yours 1,500 kWh; median 3,000, middle half 2,000 to 4,000 (5 or more facilities)',
      );
      expect(text).toContain('Reduction targets');
      expect(text).toContain(`Electricity: 30% less in ${year + 6} than in ${year}`);
      // The newest year: 25,000 kWh against 25,650 on the path.
      expect(text).toContain(`${year + 1}: 25,000 kWh, ahead by 650 kWh`);
      // The path's last year: 30 % below 27,000.
      expect(text).toMatch(new RegExp(`${year + 6} 18,900 kWh`));
    },
  );

  describe('reduction targets', () => {
    const base = { metric: 'electricity', baseYear: 2040, targetYear: 2046 };

    it('draws the path and says ahead, behind or on track with the gap in kWh', async () => {
      const club = await facility('SE', { 2040: 27_000, 2041: 25_000 });
      const url = `/api/insights/organisation/${club.organisationId}/targets`;
      const created = await call('POST', url, club.userId, { ...base, kind: 'percentage', percent: 30 });
      expect(created.statusCode, created.body).toBe(200);
      const target = created.json().data;
      // -30 % over 6 years in equal steps: 1,350 kWh a year less, 18,900 kWh in 2046.
      expect(target).toMatchObject({ unit: 'kWh', baseValue: 27_000 });
      expect(target.path).toHaveLength(7);
      expect(target.path[6].expected).toBeCloseTo(18_900, 6);
      // 2041 expects 25,650; 25,000 is 650 below, beyond 1 % of 27,000 (270).
      expect(target.latest).toMatchObject({ year: 2041, actual: 25_000, status: 'ahead' });
      expect(target.latest.expected).toBeCloseTo(25_650, 6);
      expect(target.latest.gap).toBeCloseTo(-650, 6);

      // 10 % a year, compounded: 2041 expects 24,300, so 25,000 is 700 behind.
      const changed = await call('PUT', `${url}/${target.id}`, club.userId, {
        ...base,
        kind: 'annualRate',
        percent: 10,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data.latest).toMatchObject({
        status: 'behind',
        gap: expect.closeTo(700, 6) as number,
      });

      // A corrected 2041 moves the status at once: 24,350 is 50 above the path, within 270.
      await changeElectricity(club.organisationId, 2041, 24_350);
      const listed = await call('GET', url, club.userId);
      expect(listed.json().data[0].latest).toMatchObject({
        status: 'onTrack',
        gap: expect.closeTo(50, 6) as number,
      });
    });

    it('refuses a target year not after the base year (104) and a second target for the figure (409)', async () => {
      const club = await facility('SE', { 2040: 27_000 });
      const url = `/api/insights/organisation/${club.organisationId}/targets`;
      const refused = await call('POST', url, club.userId, {
        ...base,
        targetYear: 2040,
        kind: 'percentage',
        percent: 30,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().data).toMatchObject({ field: 'targetYear', number: 104 });
      expect(
        (await call('POST', url, club.userId, { ...base, kind: 'percentage', percent: 30 })).statusCode,
      ).toBe(200);
      const twice = await call('POST', url, club.userId, { ...base, kind: 'percentage', percent: 20 });
      expect(twice.statusCode).toBe(409);
    });

    it('is read by view-only members, changed only by members who may change details, never across organisations', async () => {
      const club = await facility('SE', { 2040: 27_000 });
      const url = `/api/insights/organisation/${club.organisationId}/targets`;
      const created = await call('POST', url, club.userId, { ...base, kind: 'percentage', percent: 30 });
      const targetId = created.json().data.id as number;

      const viewOnly = await t.current.createUser();
      await t.current.addMember(viewOnly, club.organisationId, 'USER_VIEW_ONLY');
      expect((await call('GET', url, viewOnly)).json().data).toHaveLength(1);
      // A plain user reads and answers, but may not change the organisation's details.
      const user = await t.current.createUser();
      await t.current.addMember(user, club.organisationId, 'USER');
      for (const userId of [viewOnly, user]) {
        const denied = await call('POST', url, userId, {
          ...base,
          metric: 'water',
          kind: 'percentage',
          percent: 10,
        });
        expect(denied.statusCode).toBe(403);
      }

      // Another organisation naming this target through its own path finds nothing.
      const other = await facility('SE', { 2040: 27_000 });
      const otherUrl = `/api/insights/organisation/${other.organisationId}/targets/${targetId}`;
      expect((await call('DELETE', otherUrl, other.userId)).statusCode).toBe(404);
      expect(
        (await call('PUT', otherUrl, other.userId, { ...base, kind: 'percentage', percent: 5 })).statusCode,
      ).toBe(404);
      expect((await call('GET', url, club.userId)).json().data[0].percent).toBe(30);
    });
  });
});
