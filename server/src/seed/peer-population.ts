// The demo's peer population (docs/benchmarks-and-targets.md#demo): a few hundred made-up
// facilities across countries and sizes, each with a complete year of annual data, so benchmarks
// have something to compare with. Generated from a fixed seed (the same population every time),
// marked `demo` so real organisations are never compared with them and one statement removes them.
import { ANNUAL_DATA_QUESTIONS as Q, type Answer } from '@oncourse/engine';
import { and, count, eq, like } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import type { FixtureSource } from './fixture-source.ts';
import { answerSets, answers, countries, courses, facilityDetails, organisations } from '../db/schema/index.ts';
import { inChunks } from './batch.ts';

/** What a made-up facility is: where, how large, and how its figures compare with the template's. */
export interface PeerFacility {
  title: string;
  countryCode: string;
  holes: number;
  hectares: number;
  demo: boolean;
  /** The annual-data answers of each year. */
  years: { year: number; answers: Record<string, Answer> }[];
}

/** The questions and grid cells of amounts: only these are scaled, never shares, counts or choices. */
const AMOUNT_QUESTIONS: readonly number[] = [Q.electricity.grid, Q.naturalGas, Q.heatingOil, Q.lpg];
const AMOUNT_CELLS: Readonly<Record<number, readonly number[]>> = {
  [Q.water.grid]: [Q.water.volume],
  [Q.fuel.grid]: [Q.fuel.litres],
  [Q.nutrients.grid]: [Q.nutrients.nitrogen, Q.nutrients.phosphate, Q.nutrients.potash],
  [Q.waste.grid]: [Q.waste.weight],
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The template's answers with every amount multiplied by `factor(questionId)`: the same questions
 * answered (so a complete year stays complete), different figures.
 */
export function scaledAnswers(
  template: Readonly<Record<string, Answer>>,
  factor: (questionId: number) => number,
): Record<string, Answer> {
  const result: Record<string, Answer> = {};
  for (const [key, answer] of Object.entries(template)) {
    const id = Number(key);
    const cells = AMOUNT_CELLS[id];
    if (AMOUNT_QUESTIONS.includes(id) && typeof answer.value === 'number') {
      result[key] = { ...answer, value: round1(answer.value * factor(id)) };
    } else if (cells && answer.rows) {
      result[key] = {
        ...answer,
        rows: answer.rows.map((row) => ({
          ...row,
          values: Object.fromEntries(
            Object.entries(row.values).map(([cell, value]) => [
              cell,
              cells.includes(Number(cell)) && typeof value === 'number' ? round1(value * factor(id)) : value,
            ]),
          ),
        })),
      };
    } else {
      result[key] = answer;
    }
  }
  return result;
}

/** Inserts one facility with its courses, area and annual-data years; returns its id. */
export async function insertPeerFacility(
  db: Executor,
  annualDataSetId: number,
  facility: PeerFacility,
): Promise<number> {
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, facility.countryCode));
  const [organisation] = await db
    .insert(organisations)
    .values({
      type: 'FACILITY',
      title: facility.title,
      countryId: country?.id ?? null,
      measurementUnit: 'metric',
      demo: facility.demo,
    })
    .returning({ id: organisations.id });
  const organisationId = organisation!.id;
  await db.insert(facilityDetails).values({ organisationId, totalArea: facility.hectares });
  // 27 holes and more are laid out as 18 plus nines, as clubs name them.
  const courseHoles =
    facility.holes <= 18 ? [facility.holes] : [18, ...Array(Math.floor((facility.holes - 18) / 9)).fill(9)];
  await db.insert(courses).values(
    courseHoles.map((holes, index) => ({
      organisationId,
      name: index === 0 ? 'Championship course' : `Course ${index + 1}`,
      numberOfHoles: holes,
      sortOrder: index,
    })),
  );
  for (const year of facility.years) {
    const [set] = await db
      .insert(answerSets)
      .values({ organisationId, questionSetId: annualDataSetId, year: year.year })
      .returning({ id: answerSets.id });
    const rows = Object.entries(year.answers).map(([questionId, answer]) => ({
      answerSetId: set!.id,
      questionId: Number(questionId),
      complete: answer.complete,
      savelater: answer.savelater,
      value: answer.value,
      unitSystem: answer.unitMeasurementType,
      nestedValues: answer.nestedValues ?? {},
      facilityAddedAnswers: answer.facilityAddedAnswers ?? [],
      rows: answer.rows ?? [],
    }));
    await inChunks(rows, (chunk) => db.insert(answers).values(chunk));
  }
  return organisationId;
}

/** A small, seeded pseudo-random generator (mulberry32): the same seed, the same population. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where the made-up clubs are and how many: weights, not statistics of real clubs. */
const COUNTRIES: readonly [string, number][] = [
  ['GB', 70],
  ['DE', 45],
  ['SE', 35],
  ['FR', 30],
  ['NL', 20],
  ['ES', 20],
  ['IT', 15],
  ['IE', 15],
  ['DK', 10],
  ['AT', 10],
  ['CH', 10],
  ['BE', 10],
  ['US', 10],
];
const SIZES: readonly [number, number][] = [
  [9, 30],
  [18, 55],
  [27, 10],
  [36, 5],
];

/** Title prefix of every demo peer: what `removeDemoPeers` also checks, besides the demo mark. */
export const DEMO_PEER_PREFIX = 'Demo peer';

function pick<T>(random: () => number, weighted: readonly [T, number][]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weighted.at(-1)![0];
}

/**
 * The demo population: `count` facilities from `seed`, each with the years given, every amount
 * of the template scaled by the club's size (holes, with hectares about 3.5 per hole) and a
 * spread of ±50 % per question, so quartiles have something to show.
 */
export function demoPopulation(
  seed: number,
  count: number,
  templates: readonly { year: number; answers: Record<string, Answer> }[],
  templateHoles: number,
): PeerFacility[] {
  const random = seededRandom(seed);
  const population: PeerFacility[] = [];
  for (let index = 1; index <= count; index++) {
    const countryCode = pick(random, COUNTRIES);
    const holes = pick(random, SIZES);
    const hectares = Math.round(holes * (2.5 + random() * 2) * 10) / 10;
    const size = holes / templateHoles;
    const spread = new Map<number, number>();
    const factor = (questionId: number) => {
      if (!spread.has(questionId)) spread.set(questionId, 0.5 + random());
      return size * spread.get(questionId)!;
    };
    population.push({
      title: `${DEMO_PEER_PREFIX} ${countryCode} ${String(index).padStart(3, '0')}`,
      countryCode,
      holes,
      hectares,
      demo: true,
      // Each year drifts a little from the one before, the same club throughout.
      years: templates.map((template) => ({
        year: template.year,
        answers: scaledAnswers(template.answers, (id) => factor(id) * (0.9 + random() * 0.2)),
      })),
    });
  }
  return population;
}

/** Removes every demo peer (and with them their answers and stored benchmark figures). */
export async function removeDemoPeers(db: Executor): Promise<number> {
  const removed = await db
    .delete(organisations)
    .where(and(eq(organisations.demo, true), like(organisations.title, `${DEMO_PEER_PREFIX} %`)))
    .returning({ id: organisations.id });
  return removed.length;
}

/** How many peers `npm run demo` seeds, from which seed, for which years. */
export const DEMO_PEERS = { count: 300, seed: 24, years: [2024, 2025] } as const;

/**
 * Seeds the demo peers once (a database that has them keeps them): the fixture facility's complete
 * 2024 answers are the template every made-up club is scaled from. Returns how many were added.
 */
export async function seedDemoPeers(
  db: Database,
  fixtures: FixtureSource,
  peers: { count: number; seed: number; years: readonly number[] } = DEMO_PEERS,
): Promise<number> {
  const [existing] = await db
    .select({ count: count() })
    .from(organisations)
    .where(and(eq(organisations.demo, true), like(organisations.title, `${DEMO_PEER_PREFIX} %`)));
  if ((existing?.count ?? 0) > 0) return 0;
  const template = fixtures.answerSets().find((set) => set.year === 2024 && set.organisationId === 1);
  const club = fixtures.organisations().find((organisation) => organisation.id === template?.organisationId);
  if (!template || !club) return 0;
  const holes = club.courses.reduce((sum, course) => sum + (course.numberOfHoles ?? 0), 0);
  const population = demoPopulation(
    peers.seed,
    peers.count,
    peers.years.map((year) => ({ year, answers: template.answers })),
    holes,
  );
  await db.transaction(async (tx) => {
    for (const facility of population) await insertPeerFacility(tx, template.questionSetId, facility);
  });
  return population.length;
}
