// Insights over HTTP (issue 12): the footprint, series and readiness of the demo facility's own
// answers, the PDF report and CSV export as files named after it, none reachable from another
// organisation.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scopeQuestions } from '@oncourse/engine';
import { loadQuestionSets } from '@oncourse/fixtures';
import { eq } from 'drizzle-orm';
import { organisations, users } from '../../db/schema.ts';
import { databases, useTestApp } from '../../test/harness.ts';

const FACILITY = 1;
const ANNUAL = 6;
const NATURE = 1;

const hasPdfToText = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

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

  it("computes the 2024 footprint from the facility's stored answers", async () => {
    const userId = await member(FACILITY, 'USER_VIEW_ONLY');
    const response = await get(`/api/insights/organisation/${FACILITY}/footprint?year=2024`, userId);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    // The engine's hand-computed figure for the fixture year (footprint.test.ts): 83.485 t CO2e.
    expect(data.totalTonnes).toBeCloseTo(83.485110785, 6);
    expect(data.tableId).toBe('desnz-2024');
    expect(data.perHole).toBeCloseTo(83.485110785 / 27, 6);
    expect(data.missing).toEqual([
      expect.objectContaining({ questionId: 15014, sectionSlug: 'energy-and-fuel', questionSetId: ANNUAL }),
    ]);
    expect(data.sources.find((source: { key: string }) => source.key === 'diesel')).toMatchObject({
      scope: 1,
      amount: 14_200,
      amountUnit: 'litres',
      factor: { value: 2.51279, year: 2024 },
    });
  });

  it('answers 404 for a year without annual data, and the newest year without a year', async () => {
    const userId = await member(FACILITY);
    const response = await get(`/api/insights/organisation/${FACILITY}/footprint?year=2019`, userId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ok: false, status: 404, data: { field: 'year' } });
    const newest = await get(`/api/insights/organisation/${FACILITY}/footprint`, userId);
    expect(newest.json().data).toMatchObject({ year: 2025, tableId: 'desnz-2024' });
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
      expect(text).toContain('Total: 83.49 t CO2e');
      expect(text).toContain('A wet spring delayed the start of irrigation');
      expect(text).toMatch(/These unanswered questions would change it: Heating oil or LPG used \(litres\)/);
      expect(text).toMatch(/page 1 of \d+/);
    },
  );

  it.runIf(hasPdfToText)('writes the report in the reader’s language, numbers included', async () => {
    const userId = await member(FACILITY, 'USER_VIEW_ONLY');
    await t.current.db.db.update(users).set({ language: 'de' }).where(eq(users.id, userId));
    const response = await get(`/api/insights/organisation/${FACILITY}/report?year=2024`, userId);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Jährlicher Nachhaltigkeitsbericht 2024');
    expect(text).toContain('Gesamt: 83,49 t CO2e');
    expect(text).toContain('Vereinigtes Königreich');
    expect(text).toMatch(/Frage\s+Antwort\s+Einheit/);
    expect(text).toContain('Netzstrom');
    expect(text).not.toContain('Annual sustainability report');
    expect(text).toMatch(/Seite 1 von \d+/);
    // The question set's own content stays as written.
    expect(text).toContain('A wet spring delayed the start of irrigation');
  });

  it('exports every answer of a set as CSV, one row per question and year, with units', async () => {
    const userId = await member(FACILITY);
    const response = await get(
      `/api/insights/organisation/${FACILITY}/question-sets/${ANNUAL}/answers.csv`,
      userId,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      'heathland-links-golf-club-annual-data-facility-2024-2025.csv',
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Year,Section,Question ID,Question,Answer,Unit,Status,Notes');
    expect(lines).toContain(
      '2024,Energy and fuel,15009,Electricity bought from the grid,182400,kWh,complete,',
    );
    expect(lines).toContain(
      '2025,Energy and fuel,15009,Electricity bought from the grid,176900,kWh,savelater,',
    );
    const water2024 = lines.find((line) => line.startsWith('2024,Water,15000,'));
    expect(water2024).toContain('Volume: 38500 m³');
    const rows2024 = lines.filter((line) => line.startsWith('2024,')).length;
    expect(rows2024).toBe(lines.filter((line) => line.startsWith('2025,')).length);
    expect(rows2024).toBe(
      scopeQuestions(loadQuestionSets().find((file) => file.questionSet.id === ANNUAL)!.questionSet).length,
    );
  });

  it('exports a best-practice review without a year', async () => {
    const userId = await member(FACILITY);
    const response = await get(
      `/api/insights/organisation/${FACILITY}/question-sets/${NATURE}/answers.csv`,
      userId,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n')[1]).toMatch(/^,/);
  });

  it("keeps another organisation's insights and exports out of reach", async () => {
    const { organisationId, userId } = await otherFacility();
    const urls = [
      `/api/insights/organisation/${FACILITY}/footprint?year=2024`,
      `/api/insights/organisation/${FACILITY}/series`,
      `/api/insights/organisation/${FACILITY}/readiness`,
      `/api/insights/organisation/${FACILITY}/report?year=2024`,
      `/api/insights/organisation/${FACILITY}/question-sets/${ANNUAL}/answers.csv`,
    ];
    for (const url of urls) {
      const response = await get(url, userId);
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain('Heathland');
    }
    // Its own report has no year yet; its own series is empty.
    expect(
      (await get(`/api/insights/organisation/${organisationId}/report?year=2024`, userId)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/insights/organisation/${organisationId}/series`, userId)).json().data.years,
    ).toEqual([]);
  });
});
