// Insights over HTTP (docs/insights.md#behaviour, docs/carbon-method.md): the footprint, series and readiness of the demo facility's
// own answers, the PDF report and CSV export as files named after it, none reachable from another
// organisation.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { footprint, scopeQuestions } from '@oncourse/engine';
import { emissionFactorData, loadQuestionSets } from '@oncourse/fixtures';
import { eq } from 'drizzle-orm';
import { countries, organisations, users } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';
import { hasTool } from '../../test/tools.ts';

const FACILITY = 1;
const ANNUAL = 6;
const NATURE = 1;

// The fixture facility (Heathland Links, GB, 27 holes) in 2024, hand-computed from the published
// factors of the library (DESNZ 2024, the GB grid and residual mix of 2024, IPCC 2019 for N2O).
const data = emissionFactorData();
const desnz2024 = data.editions.find((edition) => edition.year === 2024)!;
const gb = (list: typeof data.locationBased) =>
  list.find((factor) => factor.country === 'GB' && factor.year === 2024)!.value;
/** A waste stream's own factor for its route, else the route's `*` factor (fixtures/emission-factors/README.md). */
const waste = (stream: string, route: string) =>
  (desnz2024.waste[`${stream}:${route}`] ?? desnz2024.waste[`*:${route}`])!.value;
const f = desnz2024.fuels;
// 14 200 L diesel, 1 850 L petrol, 96 500 kWh gas; 95 + 60 + 420 kg N on greens, tees, fairways.
const SCOPE1 =
  14_200 * f.diesel.value +
  1_850 * f.petrol.value +
  96_500 * f.naturalGas.value +
  575 * data.fertiliserNitrogen.value;
// 182 400 kWh from the grid on a part-renewable contract, 45 % certified.
const LOCATION2 = 182_400 * gb(data.locationBased);
const MARKET2 = 182_400 * 0.55 * gb(data.residualMix);
// 4 210.5 m³ mains water to the clubhouse (supplied and treated); 8.4 t general waste to energy
// recovery, 5.2 t mixed and 2.9 t glass recycled, 61 t green waste composted; 0.18 t hazardous
// waste recycled, at the recycling figure DESNZ gives every material (`*:recycling`).
const SCOPE3 =
  4_210.5 * (desnz2024.water.supply.value + desnz2024.water.treatment.value) +
  8.4 * waste('general', 'energyRecovery') +
  5.2 * waste('recycling', 'recycling') +
  2.9 * waste('glass', 'recycling') +
  61 * waste('green', 'composting') +
  0.18 * waste('hazardous', 'recycling');
const MARKET_TOTAL = (SCOPE1 + MARKET2 + SCOPE3) / 1000;
const LOCATION_TOTAL = (SCOPE1 + LOCATION2 + SCOPE3) / 1000;

const hasPdfToText = hasTool('pdftotext', ['-v'], 'apt-get install poppler-utils', 'the PDF report tests');

function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'report.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe.each(databases())('insights on %s', (kind) => {
  const t = useTestApp(kind);

  const get = async (url: string, userId: number) =>
    t.current.app.inject({ method: 'GET', url, headers: await t.current.authHeader(userId) });

  const member = async (organisationId: number, access: 'USER' | 'USER_VIEW_ONLY' = 'USER') => {
    const userId = await t.current.createUser();
    await t.current.addMember(userId, organisationId, access);
    return userId;
  };

  const otherFacility = async () => {
    const [row] = await t.current.db.db
      .insert(organisations)
      .values({ type: 'FACILITY', title: `Other Links ${Math.random()}`, measurementUnit: 'metric' })
      .returning({ id: organisations.id });
    return { organisationId: row!.id, userId: await member(row!.id) };
  };

  it("computes the 2024 footprint from the facility's stored answers, Scope 2 both ways", async () => {
    const userId = await member(FACILITY, 'USER_VIEW_ONLY');
    const response = await get(`/api/insights/organisation/${FACILITY}/footprint?year=2024`, userId);
    expect(response.statusCode, response.body).toBe(200);
    const footprint = response.json().data;
    expect(footprint).toMatchObject({
      year: 2024,
      editionId: 'desnz-2024',
      unitSystem: 'metric',
      headline: 'market',
      wellToTankIncluded: false,
      // The GB residual mix counts CO2 only, and the footprint says so.
      notes: ['co2Only'],
      flagged: [],
    });
    expect(footprint.market.total).toBeCloseTo(MARKET_TOTAL, 6);
    expect(footprint.location.total).toBeCloseTo(LOCATION_TOTAL, 6);
    expect(footprint.market.scope1).toBeCloseTo(SCOPE1 / 1000, 6);
    expect(footprint.location.scope1).toBeCloseTo(SCOPE1 / 1000, 6);
    expect(footprint.market.scope2).toBeCloseTo(MARKET2 / 1000, 6);
    expect(footprint.location.scope2).toBeCloseTo(LOCATION2 / 1000, 6);
    expect(footprint.market.scope3).toBeCloseTo(SCOPE3 / 1000, 6);
    expect(footprint.market.perHole).toBeCloseTo(MARKET_TOTAL / 27, 6);

    expect(footprint.lines.find((line: { key: string }) => line.key === 'diesel')).toEqual({
      key: 'diesel',
      scope: 1,
      method: null,
      category: null,
      amount: 14_200,
      amountUnit: 'L',
      // A metric facility reads litres already.
      facilityAmount: null,
      tonnes: expect.closeTo((14_200 * f.diesel.value) / 1000, 9),
      factor: {
        value: f.diesel.value,
        unit: 'kg CO2e/L',
        gas: f.diesel.gas,
        scope: 1,
        year: 2024,
        source: 'UK Government GHG Conversion Factors for Company Reporting 2024 (DESNZ)',
        table: 'Fuels',
        row: f.diesel.row,
        provenance: f.diesel.provenance,
      },
      detail: null,
      notes: [],
      // The fixture's fuel quantities are marked measured.
      quality: 'measured',
      marketSteps: null,
      certificates: null,
    });
    const electricity = footprint.lines.filter((line: { key: string }) => line.key === 'electricity');
    expect(electricity.map((line: { method: string }) => line.method)).toEqual(['location', 'market']);
    expect(electricity[1]).toMatchObject({ scope: 2, amount: 182_400 * 0.55, detail: 'covered:45' });
    expect(electricity[1].factor.source).toContain('AIB');
    expect(electricity[1].notes).toEqual(['co2Only']);
    // The hazardous waste recycled is a line of its own now, at the recycling figure.
    expect(
      footprint.lines.filter((line: { key: string; detail: string }) => line.detail === '*:recycling'),
    ).toHaveLength(1);
    // 2024 is answered in full; 2025, being filled in, names what it lacks, each a link to where it is asked.
    expect(footprint.missing).toEqual([]);
    const begun = (await get(`/api/insights/organisation/${FACILITY}/footprint?year=2025`, userId)).json()
      .data;
    const titles = begun.missing.map((question: { title: string }) => question.title);
    expect(titles).toEqual(expect.arrayContaining(['Heating oil (kerosene) used', 'LPG used']));
    expect(
      begun.missing.find((question: { title: string }) => question.title.startsWith('Heating oil')),
    ).toMatchObject({ sectionSlug: 'energy-and-fuel', questionSetId: ANNUAL });
  });

  it('adds well-to-tank and grid losses (Scope 3, category 3) when asked, to both methods alike', async () => {
    const userId = await member(FACILITY, 'USER_VIEW_ONLY');
    const response = await get(
      `/api/insights/organisation/${FACILITY}/footprint?year=2024&wellToTank=true`,
      userId,
    );
    expect(response.statusCode, response.body).toBe(200);
    const footprint = response.json().data;
    const wtt = desnz2024.wellToTank;
    const category3 =
      14_200 * wtt.diesel.value +
      1_850 * wtt.petrol.value +
      96_500 * wtt.naturalGas.value +
      182_400 *
        (desnz2024.electricity.transmissionDistribution.value +
          wtt.electricityGeneration.value +
          wtt.electricityTransmissionDistribution.value);
    expect(footprint.wellToTankIncluded).toBe(true);
    expect(footprint.market.scope3).toBeCloseTo((SCOPE3 + category3) / 1000, 6);
    expect(footprint.market.total).toBeCloseTo(MARKET_TOTAL + category3 / 1000, 6);
    expect(footprint.location.total).toBeCloseTo(LOCATION_TOTAL + category3 / 1000, 6);
    expect(footprint.lines.find((line: { key: string }) => line.key === 'wellToTank:diesel')).toMatchObject({
      scope: 3,
      category: 3,
      amount: 14_200,
      factor: { table: wtt.diesel.table },
    });
  });

  it('gives the browser what it needs to compute the same footprint from answers not saved yet', async () => {
    const userId = await member(FACILITY, 'USER_VIEW_ONLY');
    const response = await get(`/api/insights/organisation/${FACILITY}/footprint/basis?year=2024`, userId);
    expect(response.statusCode, response.body).toBe(200);
    const { factors, ...input } = response.json().data;
    expect(input).toEqual({
      year: 2024,
      country: 'GB',
      unitSystem: 'metric',
      holes: 27,
      hectares: expect.any(Number),
      organisationType: 'FACILITY',
    });
    // One edition and the country's grid factors, not the whole library.
    expect(factors.editions.map((edition: { id: string }) => edition.id)).toEqual([desnz2024.id]);
    expect(JSON.stringify(factors).length).toBeLessThan(JSON.stringify(data).length / 5);
    const answers = (
      await get(`/api/reviews/answers/question/${ANNUAL}/organisation/${FACILITY}?year=2024`, userId)
    ).json().data.answers;
    const server = (await get(`/api/insights/organisation/${FACILITY}/footprint?year=2024`, userId)).json()
      .data;
    const browser = footprint({ ...input, answers }, factors);
    expect(browser.market.total).toBeCloseTo(server.market.total, 9);
    expect(browser.location.total).toBeCloseTo(server.location.total, 9);
    expect(browser.market.total).toBeCloseTo(MARKET_TOTAL, 6);
  });

  it('answers 404 for a year without annual data, and the newest year without a year', async () => {
    const userId = await member(FACILITY);
    const response = await get(`/api/insights/organisation/${FACILITY}/footprint?year=2019`, userId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ok: false, status: 404, data: { field: 'year' } });
    const newest = await get(`/api/insights/organisation/${FACILITY}/footprint`, userId);
    expect(newest.json().data).toMatchObject({ year: 2025, editionId: 'desnz-2025' });
  });

  it("gives every year's footprint totals, oldest first, each the total of that year's footprint", async () => {
    const userId = await member(FACILITY, 'USER_VIEW_ONLY');
    const response = await get(`/api/insights/organisation/${FACILITY}/footprints`, userId);
    expect(response.statusCode, response.body).toBe(200);
    const years = response.json().data;
    expect(years.map((entry: { year: number }) => entry.year)).toEqual([2024, 2025]);
    expect(years[0].market.total).toBeCloseTo(MARKET_TOTAL, 6);
    expect(years[0].location.total).toBeCloseTo(LOCATION_TOTAL, 6);
    for (const entry of years) {
      const one = (
        await get(`/api/insights/organisation/${FACILITY}/footprint?year=${entry.year}`, userId)
      ).json().data;
      expect(entry).toEqual({
        year: one.year,
        headline: one.headline,
        location: one.location,
        market: one.market,
        // Final when nothing that would change the total is unanswered.
        final: one.missing.length === 0,
      });
    }
    // 2024 is answered in full; 2025 is being filled in.
    expect(years.map((entry: { final: boolean }) => entry.final)).toEqual([true, false]);
  });

  it('gives every metric over all years, and the readiness of the newest year with what is open', async () => {
    const userId = await member(FACILITY);
    const series = (await get(`/api/insights/organisation/${FACILITY}/series`, userId)).json().data;
    expect(series.years).toEqual([2024, 2025]);
    const rounds = series.metrics.find((metric: { metric: string }) => metric.metric === 'rounds');
    expect(rounds.points).toEqual([
      { year: 2024, series: 'rounds', value: 40_500 },
      { year: 2025, series: 'rounds', value: 41_800 },
    ]);

    const readiness = (await get(`/api/insights/organisation/${FACILITY}/readiness`, userId)).json().data;
    expect(readiness.annualDataYear).toBe(2025);
    const annual = readiness.sections.filter((section: { kind: string }) => section.kind === 'ANNUAL_DATA');
    const saved = annual.flatMap((section: { savedForLater: { questionId: number }[] }) =>
      section.savedForLater.map((question) => question.questionId),
    );
    expect(saved).toEqual([15009]);
    expect(readiness.percent).toBeGreaterThanOrEqual(0);
    expect(readiness.percent).toBeLessThan(100);
  });

  it.runIf(hasPdfToText)(
    'prints the share resting on measured data, each line’s source and the kWh each market-based step took',
    async () => {
      const userId = await member(FACILITY, 'USER_VIEW_ONLY');
      const response = await get(`/api/insights/organisation/${FACILITY}/report?year=2024`, userId);
      const text = pdfText(response.rawPayload);
      // The fixture marks every figure measured but the nutrients, which it marks estimated.
      const nitrogen = (575 * data.fertiliserNitrogen.value) / 1000;
      const share = Math.round(((MARKET_TOTAL - nitrogen) / MARKET_TOTAL) * 100);
      expect(text).toContain(`${share}% of the total rests on measured data (meter readings or invoices).`);
      expect(text).toContain(`Estimated: ${nitrogen.toFixed(2)} t`);
      expect(text).toMatch(/Fertiliser nitrogen \(N2O\)[^\n]*\n\s*Estimated/);
      expect(text).toMatch(/Diesel[^\n]*\n\s*Measured \(meter or invoice\)/);
      // 45 % of 182,400 kWh certified; the rest at the GB residual mix.
      // Under the market-based line's name, wrapped in its column.
      expect(text).toMatch(
        /82,080 kWh with certificates\s+or a PPA \(0 kg\)\s+100,320 kWh at the residual\s+mix/,
      );
    },
  );

  it.runIf(hasPdfToText)(
    'lays the year out as VSME B3: energy in MWh renewable and not, gross emissions with location-based Scope 2',
    async () => {
      const userId = await member(FACILITY, 'USER_VIEW_ONLY');
      const response = await get(`/api/insights/organisation/${FACILITY}/report?year=2024`, userId);
      const text = pdfText(response.rawPayload).replace(/[ \t]+/g, ' ');
      const yearFootprint = (
        await get(`/api/insights/organisation/${FACILITY}/footprint?year=2024`, userId)
      ).json().data;
      const en = (value: number, digits = 2) =>
        value.toLocaleString('en-GB', { maximumFractionDigits: digits });
      expect(text).toContain('VSME B3: energy and greenhouse gas emissions');
      // §29 by hand: 182,400 kWh bought, 45 % certified (renewable), fuels at DESNZ 2024's factor per
      // litre over its factor per kWh (Gross CV), gas as entered, all non-renewable.
      const edition = emissionFactorData().editions.find((entry) => entry.year === 2024)!;
      const perLitre = (fuel: 'diesel' | 'petrol') =>
        edition.fuels[fuel].value / edition.fuelsPerKWh![fuel].grossCv.value;
      const fuels = (14_200 * perLitre('diesel') + 1_850 * perLitre('petrol') + 96_500) / 1000;
      expect(text).toMatch(/Electricity \(as reflected in utility billings\) 82\.1 100\.3 182\.4/);
      expect(text).toContain(`Fuels 0 ${en(fuels, 1)} ${en(fuels, 1)}`);
      expect(text).toContain(`Total 82.1 ${en(100.32 + fuels, 1)} ${en(182.4 + fuels, 1)}`);
      // §30: Scope 1 plus location-based Scope 2, not the market-based headline; §31 needs a turnover.
      const gross = yearFootprint.location.scope1 + yearFootprint.location.scope2;
      expect(text).toContain(`Gross GHG emissions (§30) ${en(gross)}`);
      expect(text).toContain(`Market-based Scope 2 GHG emissions ${en(yearFootprint.market.scope2)}`);
      expect(text).toContain('GHG intensity (§31) No turnover in the facility details.');
    },
  );

  it.runIf(hasPdfToText)(
    'downloads a PDF report named after the facility and year that holds the footprint',
    async () => {
      const userId = await member(FACILITY, 'USER_VIEW_ONLY');
      const response = await get(`/api/insights/organisation/${FACILITY}/report?year=2024`, userId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      expect(response.headers['content-disposition']).toContain(
        'heathland-links-golf-club-annual-report-2024.pdf',
      );
      const text = pdfText(response.rawPayload);
      expect(text).toContain('Heathland Links Golf Club');
      expect(text).toContain('Annual sustainability report 2024');
      expect(text).toContain('United Kingdom');
      // One total, the engine's, named by its method; the other method beside it; no other footprint.
      const total = MARKET_TOTAL.toFixed(2);
      expect(text).toContain(`Total, market-based: ${total} t CO2e`);
      expect(text).toContain(`Location-based: ${LOCATION_TOTAL.toFixed(2)} t CO2e`);
      expect(text.match(/\d t CO2e/g)?.length).toBe(2);
      expect(text).not.toContain('Carbon footprint from energy and fuel');
      expect(text).toContain(
        `Scope 2 market-based: ${(MARKET2 / 1000).toFixed(2)} t · Scope 2 location-based: ${(LOCATION2 / 1000).toFixed(2)} t`,
      );
      // Each line with its factor, unit, source and year; where each factor comes from.
      expect(text).toMatch(/Diesel\s+1\s+14,200 L\s+2\.51279 kg CO2e\/L\s+DESNZ 2024, Fuels/);
      expect(text).toContain('AIB 2024');
      expect(text).toContain('IPCC 2019');
      expect(text).toMatch(/Liquid fuels > Diesel/);
      // The market-based line carries the number of its note (the residual mix counts CO2 only), and says so of its tonnes.
      const marketTonnes = (MARKET2 / 1000).toLocaleString('en-GB', { maximumFractionDigits: 3 });
      expect(text).toMatch(
        new RegExp(
          `Grid electricity \\(market-[^\\n]*${marketTonnes.replace('.', '\\.')}\\s+based, 45% certified\\s+CO2 only\\s+renewable\\) \\[1\\]`,
        ),
      );
      expect(text).toMatch(/1\. Residual mixes count carbon dioxide only/);
      expect(text).toContain('How this footprint is calculated: http');
      expect(text).toContain('/carbon-method');
      expect(text).toContain('A wet spring delayed the start of irrigation');
      // 2024 is answered in full; the 2025 report, of a year being filled in, names what it lacks.
      expect(text).not.toContain('These unanswered questions');
      const begun = pdfText(
        (await get(`/api/insights/organisation/${FACILITY}/report?year=2025`, userId)).rawPayload,
      );
      expect(begun.replace(/\s+/g, ' ')).toMatch(
        /These unanswered questions would change it: [^.]*Heating oil \(kerosene\) used/,
      );
      expect(text).toMatch(/page 1 of \d+/);
      // A UK reader reads the date the way the UK writes it, not as an ISO date.
      expect(text).toMatch(/made \d{1,2} [A-Z][a-z]+ 20\d\d · page 1/);
      expect(text).toContain('Compared with 2023');
      expect(text).toContain('There is no annual data for 2023 to compare with.');
    },
  );

  /** The footprint of a year as the web page has it, to hold the PDF's figures against. */
  const footprintOf = async (userId: number, year: number, wellToTank: boolean) => {
    const response = await get(
      `/api/insights/organisation/${FACILITY}/footprint?year=${year}&wellToTank=${wellToTank}`,
      userId,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { market: { total: number; scope3: number }; location: { total: number } };
  };
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** A change in whole percent of last year's figure, as a reader would work it out. */
  const changeOf = (current: number, previous: number) => ({
    direction: current > previous ? 'up' : 'down',
    percent: Math.round((Math.abs(current - previous) / previous) * 100),
  });

  it.runIf(hasPdfToText)(
    'compares each key figure with the year before and adds well-to-tank when asked, as the web page does',
    async () => {
      const userId = await member(FACILITY, 'USER_VIEW_ONLY');
      const current = await footprintOf(userId, 2025, true);
      const previous = await footprintOf(userId, 2024, true);
      const response = await get(
        `/api/insights/organisation/${FACILITY}/report?year=2025&wellToTank=true`,
        userId,
      );
      expect(response.statusCode).toBe(200);
      const text = pdfText(response.rawPayload);
      const tonnes = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 2 });

      expect(text).toContain(`Total, market-based: ${tonnes(current.market.total)} t CO2e`);
      expect(text).toContain('Well-to-tank emissions (Scope 3, category 3) are included.');
      expect(text).toMatch(/Well-to-tank: Grid electricity\s+3\s+176,900 kWh/);

      expect(text).toContain('Compared with 2024');
      const total = changeOf(current.market.total, previous.market.total);
      expect(text).toMatch(
        new RegExp(
          `Total, market-based\\s+${escape(tonnes(current.market.total))} t CO2e\\s+` +
            `${escape(tonnes(previous.market.total))} t CO2e\\s+${total.direction} ${total.percent}%`,
        ),
      );
      const location = changeOf(current.location.total, previous.location.total);
      expect(text).toMatch(
        new RegExp(
          `Location-based\\s+${escape(tonnes(current.location.total))} t CO2e\\s+` +
            `${escape(tonnes(previous.location.total))} t CO2e\\s+${location.direction} ${location.percent}%`,
        ),
      );
      // The year's own figures beside last year's, with thousands separators.
      expect(text).toMatch(/Electricity from the grid\s+176,900 kWh\s+182,400 kWh\s+down 3%/);
      expect(text).toMatch(/Rounds played\s+41,800\s+40,500\s+up 3%/);
      // 2025 still lacks answers the footprint needs: the comparison says a fall may be that.
      expect(text).toContain('a change may be an answer not given yet');

      const without = pdfText(
        (await get(`/api/insights/organisation/${FACILITY}/report?year=2025`, userId)).rawPayload,
      );
      const plain = await footprintOf(userId, 2025, false);
      expect(plain.market.total).toBeLessThan(current.market.total);
      expect(without).toContain(`Total, market-based: ${tonnes(plain.market.total)} t CO2e`);
      expect(without).not.toContain('Well-to-tank');
    },
  );

  it.runIf(hasPdfToText)(
    "writes numbers and dates the way the facility's country writes the reader's language",
    async () => {
      const userId = await member(FACILITY, 'USER_VIEW_ONLY');
      await t.current.db.db.update(users).set({ language: 'de' }).where(eq(users.id, userId));
      const [facility] = await t.current.db.db
        .select({ countryId: organisations.countryId })
        .from(organisations)
        .where(eq(organisations.id, FACILITY));
      const [swiss] = await t.current.db.db
        .select({ id: countries.id })
        .from(countries)
        .where(eq(countries.code, 'CH'));
      await t.current.db.db
        .update(organisations)
        .set({ countryId: swiss!.id })
        .where(eq(organisations.id, FACILITY));
      try {
        const current = await footprintOf(userId, 2025, false);
        const previous = await footprintOf(userId, 2024, false);
        const text = pdfText(
          (await get(`/api/insights/organisation/${FACILITY}/report?year=2025`, userId)).rawPayload,
        );
        const swissNumber = (value: number) => value.toLocaleString('de-CH', { maximumFractionDigits: 2 });
        expect(text).toContain('Schweiz');
        expect(text).toContain(`Gesamt, marktbasiert: ${swissNumber(current.market.total)} t CO2e`);
        // Swiss German groups thousands with an apostrophe, where Germany writes 176.900.
        expect(text).toMatch(/Strom aus dem Netz\s+176['’]900 kWh\s+182['’]400 kWh\s+3% weniger/);
        const total = changeOf(current.market.total, previous.market.total);
        expect(text).toMatch(
          new RegExp(
            `Gesamt, marktbasiert\\s+${escape(swissNumber(current.market.total))} t CO2e\\s+` +
              `${escape(swissNumber(previous.market.total))} t CO2e\\s+${total.percent}% ${total.direction === 'up' ? 'mehr' : 'weniger'}`,
          ),
        );
        expect(text).toContain('Im Vergleich zu 2024');
        expect(text).toMatch(/erstellt am \d{1,2}\. [A-Z][a-zä]+ 20\d\d/);
      } finally {
        await t.current.db.db
          .update(organisations)
          .set({ countryId: facility!.countryId })
          .where(eq(organisations.id, FACILITY));
      }
    },
  );

  it.runIf(hasPdfToText)('writes the report in the reader’s language, numbers included', async () => {
    const userId = await member(FACILITY, 'USER_VIEW_ONLY');
    await t.current.db.db.update(users).set({ language: 'de' }).where(eq(users.id, userId));
    const response = await get(`/api/insights/organisation/${FACILITY}/report?year=2024`, userId);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Jährlicher Nachhaltigkeitsbericht 2024');
    expect(text).toContain(
      `Gesamt, marktbasiert: ${MARKET_TOTAL.toLocaleString('de', { maximumFractionDigits: 2 })} t CO2e`,
    );
    expect(text).toContain('Vereinigtes Königreich');
    expect(text).toMatch(/Frage\s+Antwort\s+Einheit/);
    expect(text).toContain('Netzstrom');
    expect(text).not.toContain('Annual sustainability report');
    expect(text).toMatch(/Seite 1 von \d+/);
    // The question set's own content stays as written.
    expect(text).toContain('A wet spring delayed the start of irrigation');
  });

  it.runIf(hasPdfToText)('prints French thousands groups as spaces, not as stray glyphs', async () => {
    const userId = await member(FACILITY, 'USER_VIEW_ONLY');
    await t.current.db.db.update(users).set({ language: 'fr' }).where(eq(users.id, userId));
    const footprint = await footprintOf(userId, 2025, false);
    const text = pdfText(
      (await get(`/api/insights/organisation/${FACILITY}/report?year=2025`, userId)).rawPayload,
    ).replace(/\u00a0/g, ' ');
    // French groups thousands with a narrow no-break space, which the PDF's fonts cannot draw.
    const french = (value: number) =>
      value.toLocaleString('fr-FR', { maximumFractionDigits: 2 }).replace(/[\u202f\u00a0]/g, ' ');
    expect(text).toContain(`${french(footprint.market.total)} t CO2e`);
    expect(text).toMatch(/176 900 kWh/);
    expect(text).toContain('Comparaison avec 2024');
  });

  it('exports every answer of the organisation as CSV: its reviews and each year, a line per question, grid cell and year', async () => {
    const userId = await member(FACILITY);
    const response = await get(`/api/insights/organisation/${FACILITY}/answers.csv`, userId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      'heathland-links-golf-club-answers-2024-2025.csv',
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Review,Year,Section,Question ID,Question,Row,Answer,Unit,Status,Notes');
    expect(lines).toContain(
      'Annual data,2024,Energy and fuel,15009,Electricity bought from the grid,,182400,kWh,Complete,',
    );
    expect(lines).toContain(
      'Annual data,2025,Energy and fuel,15009,Electricity bought from the grid,,176900,kWh,Saved for later,',
    );
    // A grid's cells are lines of their own, with the row's number and the column's unit.
    const water2024 = lines.filter((line) => line.startsWith('Annual data,2024,Water,15000,'));
    expect(water2024.some((line) => /: Volume,1,38500,m³,/.test(line))).toBe(true);
    // Every question of the annual data shows for each year, answered or not.
    const annual = loadQuestionSets().find((file) => file.questionSet.id === ANNUAL)!.questionSet;
    const questionIds = (year: number) =>
      new Set(
        lines
          .filter((line) => line.startsWith(`Annual data,${year},`))
          // After the answers, the year's footprint and its VSME B3: lines of no question.
          .filter((line) => !line.startsWith(`Annual data,${year},Carbon footprint ${year},`))
          .filter(
            (line) => !line.startsWith(`Annual data,${year},VSME B3: energy and greenhouse gas emissions,`),
          )
          .map((line) => Number(line.split(',')[3])),
      );
    const expected = new Set(scopeQuestions(annual).map((question) => question.id));
    expect(questionIds(2024)).toEqual(expected);
    expect(questionIds(2025)).toEqual(expected);
    // The best-practice reviews come first, without a year.
    const nature = loadQuestionSets().find((file) => file.questionSet.id === NATURE)!.questionSet;
    expect(lines[1]).toMatch(new RegExp(`^${nature.title},,`));
    // Each year's footprint after its answers: the totals the footprint endpoint gives, to the kilogram.
    const yearFootprint = (
      await get(`/api/insights/organisation/${FACILITY}/footprint?year=2024`, userId)
    ).json().data;
    expect(lines).toContain(
      `Annual data,2024,Carbon footprint 2024,,"Total, market-based",,${Math.round(yearFootprint.market.total * 1000) / 1000},t CO2e,,`,
    );
    expect(lines).toContain(
      `Annual data,2024,Carbon footprint 2024,,"Total, location-based",,${Math.round(yearFootprint.location.total * 1000) / 1000},t CO2e,,`,
    );
    // VSME B3 (docs/carbon-method.md#reporting-frameworks-vsme-b3), by hand: §29 182,400 kWh bought,
    // 45 % covered by certificates, so 82.08 MWh renewable; fuels all non-renewable, diesel and petrol
    // at DESNZ 2024's factor per litre over its factor per kWh (Gross CV), gas as entered.
    const b3 = 'Annual data,2024,VSME B3: energy and greenhouse gas emissions,,';
    const electricity = 'Electricity (as reflected in utility billings)';
    expect(lines).toContain(`${b3}${electricity},Renewable,82.08,MWh,,`);
    expect(lines).toContain(`${b3}${electricity},Non-renewable,100.32,MWh,,`);
    const edition = emissionFactorData().editions.find((entry) => entry.year === 2024)!;
    const perLitre = (fuel: 'diesel' | 'petrol') =>
      edition.fuels[fuel].value / edition.fuelsPerKWh![fuel].grossCv.value;
    const fuelsMWh = (14_200 * perLitre('diesel') + 1_850 * perLitre('petrol') + 96_500) / 1000;
    expect(lines).toContain(`${b3}Fuels,Non-renewable,${Math.round(fuelsMWh * 1000) / 1000},MWh,,`);
    expect(lines).toContain(`${b3}Fuels,Renewable,0,MWh,,`);
    // §30: Scope 1 plus location-based Scope 2, whatever the headline; §31 empty without a turnover.
    const gross = yearFootprint.location.scope1 + yearFootprint.location.scope2;
    expect(lines).toContain(`${b3}Gross GHG emissions (§30),,${Math.round(gross * 1000) / 1000},t CO2e,,`);
    expect(lines).toContain(
      `${b3}GHG intensity (§31),,,t CO2e per million GBP of turnover,,No turnover in the facility details.`,
    );
    expect(lines.findIndex((line) => line.includes('Carbon footprint 2024'))).toBeGreaterThan(
      lines.findLastIndex((line) => line.startsWith('Annual data,2024,Energy and fuel,')),
    );
  });

  it('sends the CSV compressed to a browser that accepts it, the same file inside, and the PDF report as it is', async () => {
    const userId = await member(FACILITY);
    const url = `/api/insights/organisation/${FACILITY}/answers.csv`;
    const headers = { ...(await t.current.authHeader(userId)), 'accept-encoding': 'br, gzip' };
    const plain = await get(url, userId);
    const compressed = await t.current.app.inject({ method: 'GET', url, headers });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
    // A PDF is compressed inside already: compressing it again would only cost time.
    const report = await t.current.app.inject({
      method: 'GET',
      url: `/api/insights/organisation/${FACILITY}/report?year=2025`,
      headers,
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-encoding']).toBeUndefined();
    expect(report.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('writes the CSV in the reader’s language, with the separators a German spreadsheet reads', async () => {
    const userId = await member(FACILITY);
    await t.current.db.db.update(users).set({ language: 'de' }).where(eq(users.id, userId));
    const response = await get(`/api/insights/organisation/${FACILITY}/answers.csv`, userId);
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Bewertung;Jahr;Abschnitt;Fragen-ID;Frage;Zeile;Antwort;Einheit;Status;Notizen');
    const electricity = (year: number) =>
      lines.find((line) => line.includes(`;${year};`) && line.includes(';15009;'))!.split(';');
    expect(electricity(2024).slice(-4)).toEqual(['182400', 'kWh', 'Vollständig', '']);
    expect(electricity(2025).slice(-4)).toEqual(['176900', 'kWh', 'Für später gespeichert', '']);
    // No internal state code is left in the status column; a decimal has the German comma.
    expect(response.body).not.toMatch(/;(complete|savelater|untouched);/);
    expect(response.body).not.toContain('4210.5');
    expect(lines.find((line) => line.includes(';2024;') && line.includes(';4210,5;'))).toBeDefined();
  });

  it("keeps another organisation's insights and exports out of reach", async () => {
    const { organisationId, userId } = await otherFacility();
    const urls = [
      `/api/insights/organisation/${FACILITY}/footprint?year=2024`,
      `/api/insights/organisation/${FACILITY}/series`,
      `/api/insights/organisation/${FACILITY}/footprints`,
      `/api/insights/organisation/${FACILITY}/footprint/basis?year=2024`,
      `/api/insights/organisation/${FACILITY}/readiness`,
      `/api/insights/organisation/${FACILITY}/report?year=2024`,
      `/api/insights/organisation/${FACILITY}/answers.csv`,
    ];
    for (const url of urls) {
      const response = await get(url, userId);
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain('Heathland');
    }
    // A new facility has no footprint yet, and asking is no error; a year it does not have is not found.
    const own = await get(`/api/insights/organisation/${organisationId}/footprint`, userId);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toBeNull();
    expect(
      (await get(`/api/insights/organisation/${organisationId}/footprint?year=2024`, userId)).statusCode,
    ).toBe(404);
    // Its own report has no year yet; its own series is empty.
    expect(
      (await get(`/api/insights/organisation/${organisationId}/report?year=2024`, userId)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/insights/organisation/${organisationId}/series`, userId)).json().data.years,
    ).toEqual([]);
    expect(
      (await get(`/api/insights/organisation/${organisationId}/footprints`, userId)).json().data,
    ).toEqual([]);
  });
});
