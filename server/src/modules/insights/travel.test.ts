// Travel in the footprint over HTTP (docs/carbon-method.md#travel): answered in the annual data, the
// footprint endpoint and the PDF report show the travel group and say whether the headline includes
// it; off unless the facility chooses it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANNUAL_DATA_OPTIONS as O, ANNUAL_DATA_QUESTIONS as Q } from '@oncourse/engine';
import { emissionFactorData } from '@oncourse/fixtures';
import { databases, useTestApp } from '../../test/harness.ts';
import { hasTool } from '../../test/tools.ts';

const FACILITY = 1;
const ANNUAL = 6;
const T = Q.travel;
// DESNZ 2024, Business travel- land > Cars (by size) > Average car > Unknown, per vehicle km.
const CAR_2024 = emissionFactorData().editions.find((edition) => edition.year === 2024)!.passengerTransport!
  .averageCar.value;

const hasPdfToText = hasTool('pdftotext', ['-v'], 'apt-get install poppler-utils', 'the PDF report tests');

function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'report.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const value = (answer: number) => ({
  complete: true,
  savelater: false,
  value: answer,
  unitMeasurementType: 'metric',
  nestedValues: {},
  facilityAddedAnswers: [],
  rows: [],
});

describe.each(databases())('travel in the footprint on %s', (kind) => {
  const t = useTestApp(kind);

  const request = async (method: 'GET' | 'PATCH', url: string, userId: number, payload?: unknown) =>
    t.current.app.inject({
      method,
      url,
      headers: await t.current.authHeader(userId),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** Saves answers into the facility's 2024 annual data, as the form does. */
  const save = async (userId: number, answers: Record<number, number>) => {
    const set = (
      await request(
        'GET',
        `/api/reviews/answers/question/${ANNUAL}/organisation/${FACILITY}?year=2024`,
        userId,
      )
    ).json().data;
    const response = await request(
      'PATCH',
      `/api/reviews/answers/${set.id}/organisation/${FACILITY}`,
      userId,
      {
        baseVersion: set.version,
        answers: Object.fromEntries(Object.entries(answers).map(([id, answer]) => [id, value(answer)])),
      },
    );
    expect(response.statusCode, response.body).toBe(200);
  };

  it.runIf(hasPdfToText)(
    'shows the travel group outside the headline by default, and in it when the facility chooses so',
    async () => {
      const userId = await t.current.createUser();
      await t.current.addMember(userId, FACILITY, 'USER');
      const footprintOf = async () =>
        (await request('GET', `/api/insights/organisation/${FACILITY}/footprint?year=2024`, userId)).json()
          .data;
      const before = await footprintOf();
      expect(before.travel).toBeNull();

      // 40,500 rounds (the fixture's) × 30 km return, all by car alone, at the DESNZ 2024 average car.
      await save(userId, { [T.visitorDistance]: 30, [T.visitorShares.car]: 100 });
      const tonnes = (40_500 * 30 * CAR_2024) / 1000;
      const off = await footprintOf();
      expect(off.travel).toMatchObject({ included: false, lines: [{ key: 'visitorTravel', category: 9 }] });
      expect(off.travel.tonnes).toBeCloseTo(tonnes, 9);
      expect(off.travel.perRound).toBeCloseTo(tonnes / 40_500, 12);
      expect(off.market.total).toBeCloseTo(before.market.total, 9);
      expect(off.notes).toContain('travelOutsideHeadline');

      const report = async () =>
        pdfText(
          (await request('GET', `/api/insights/organisation/${FACILITY}/report?year=2024`, userId))
            .rawPayload,
        ).replace(/\s+/g, ' ');
      const offText = await report();
      const figure = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 2 });
      expect(offText).toContain('Travel (Scope 3, optional)');
      expect(offText).toContain(`Travel: ${figure(tonnes)} t CO2e. Not included in the headline total.`);
      expect(offText).toContain(`Total, market-based: ${figure(before.market.total)} t CO2e`);
      expect(offText).toContain('Visitors’ travel (car, alone)');

      // The CSV export: the travel group's total (saying it is outside the headline), per round in kg,
      // per hole, and its line, after the year's footprint.
      const csv = async () =>
        (await request('GET', `/api/insights/organisation/${FACILITY}/answers.csv`, userId)).body.split(
          '\r\n',
        );
      const kg = (value: number) => Math.round(value * 1000) / 1000;
      const offCsv = await csv();
      const travel = 'Annual data,2024,"Travel (Scope 3, optional)",,';
      const { holes } = (
        await request('GET', `/api/insights/organisation/${FACILITY}/footprint/basis?year=2024`, userId)
      ).json().data;
      expect(offCsv).toContain(
        `${travel}"Travel, total",,${kg(tonnes)},t CO2e,,Not included in the headline total.`,
      );
      expect(offCsv).toContain(`${travel}Travel per round played,,${kg((tonnes * 1000) / 40_500)},kg CO2e,,`);
      expect(offCsv).toContain(`${travel}Travel per hole,,${kg(tonnes / holes)},t CO2e,,`);
      expect(offCsv).toContain(`${travel}"Visitors’ travel (car, alone)",,${kg(tonnes)},t CO2e,,Estimated`);
      expect(offCsv).toContain(
        `Annual data,2024,Carbon footprint 2024,,"Total, market-based",,${kg(before.market.total)},t CO2e,,`,
      );

      await save(userId, { [T.includeInHeadline]: O.includeTravel.yes });
      const on = await footprintOf();
      expect(on.travel.included).toBe(true);
      expect(on.market.total).toBeCloseTo(before.market.total + tonnes, 9);
      expect(on.notes).toContain('travelInHeadline');
      const onText = await report();
      expect(onText).toContain(`Travel: ${figure(tonnes)} t CO2e. Included in the headline total.`);
      expect(onText).toContain(`Total, market-based: ${figure(on.market.total)} t CO2e`);
      const onCsv = await csv();
      expect(onCsv).toContain(
        `${travel}"Travel, total",,${kg(tonnes)},t CO2e,,Included in the headline total.`,
      );
      expect(onCsv).toContain(
        `Annual data,2024,Carbon footprint 2024,,"Total, market-based",,${kg(on.market.total)},t CO2e,,`,
      );
    },
  );
});
