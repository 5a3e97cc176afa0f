// The demo's benchmark peers: the same population from the same seed, complete years the
// benchmarks count, the demo facility compared with them and real facilities never, and one call
// removes them.
import { ANNUAL_DATA_QUESTIONS as Q } from '@oncourse/engine';
import { loadAnswerSets } from '@oncourse/fixtures';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { databases, useTestApp } from '../test/harness.ts';
import { seedDemo } from './demo.ts';
import { defaultFixtures } from './fixture-source.ts';
import { demoPopulation, removeDemoPeers, seedDemoPeers } from './peer-population.ts';

const template = loadAnswerSets().find((set) => set.organisationId === 1 && set.year === 2024)!;

describe('demoPopulation', () => {
  const make = (seed: number) => demoPopulation(seed, 40, [{ year: 2024, answers: template.answers }], 27);

  it('is the same population from the same seed and another from another', () => {
    expect(make(24)).toEqual(make(24));
    expect(make(25)).not.toEqual(make(24));
  });

  it('scales amounts, never shares or counts, and marks every facility demo', () => {
    const population = make(24);
    expect(population.every((facility) => facility.demo)).toBe(true);
    const electricity = new Set(population.map((f) => f.years[0]!.answers[Q.electricity.grid]!.value));
    expect(electricity.size).toBeGreaterThan(30);
    const rounds = new Set(population.map((f) => f.years[0]!.answers[Q.rounds]!.value));
    expect([...rounds]).toEqual([template.answers[Q.rounds]!.value]);
    expect(new Set(population.map((f) => f.holes))).toEqual(new Set([9, 18, 27, 36]));
  });
});

describe.each(databases())('the demo peers on %s', (kind) => {
  const t = useTestApp(kind);

  it('give the demo facility benchmarks and real facilities none, and go in one call', async () => {
    const db = t.current.db.db;
    await seedDemo(db, defaultFixtures, { peers: false });
    expect(await seedDemoPeers(db, defaultFixtures, { count: 60, seed: 24, years: [2024] })).toBe(60);
    // Run again: the peers are there, nothing is added.
    expect(await seedDemoPeers(db, defaultFixtures, { count: 60, seed: 24, years: [2024] })).toBe(0);

    const owner = await t.current.createUser();
    await t.current.addMember(owner, 1, 'OWNER');
    const benchmarks = async (organisationId: number, userId: number) =>
      (
        await t.current.app.inject({
          method: 'GET',
          url: `/api/insights/organisation/${organisationId}/benchmarks?year=2024`,
          headers: await t.current.authHeader(userId),
        })
      ).json().data as { figures: { metric: string; basis: string; peers: unknown }[] };
    const withPeers = (data: Awaited<ReturnType<typeof benchmarks>>) =>
      data.figures.filter((figure) => figure.peers !== null).length;
    expect(withPeers(await benchmarks(1, owner))).toBeGreaterThan(0);

    // A real 27-hole club in Britain with the same answers: the demo peers are not its peers.
    const real = await t.current.createOrganisation({ type: 'FACILITY', title: 'Real Links', countryId: 77 });
    const [gb] = await db
      .select({ id: schema.countries.id })
      .from(schema.countries)
      .where(eq(schema.countries.code, 'GB'));
    await db
      .update(schema.organisations)
      .set({ countryId: gb!.id })
      .where(eq(schema.organisations.id, real.id));
    await db.insert(schema.courses).values({ organisationId: real.id, name: 'Links', numberOfHoles: 27 });
    const [set] = await db
      .insert(schema.answerSets)
      .values({ organisationId: real.id, questionSetId: template.questionSetId, year: 2024 })
      .returning({ id: schema.answerSets.id });
    await db.insert(schema.answers).values(
      Object.entries(template.answers).map(([questionId, answer]) => ({
        answerSetId: set!.id,
        questionId: Number(questionId),
        complete: answer.complete,
        value: answer.value,
        unitSystem: answer.unitMeasurementType,
        rows: answer.rows ?? [],
      })),
    );
    expect(withPeers(await benchmarks(real.id, real.owner))).toBe(0);

    expect(await removeDemoPeers(db)).toBe(60);
    const [left] = await db
      .select({ n: count() })
      .from(schema.organisations)
      .where(eq(schema.organisations.demo, true));
    // The demo facility, the tournament and the demo's certified facility stay.
    expect(left!.n).toBe(3);
    expect(withPeers(await benchmarks(1, owner))).toBe(0);
  });
});
