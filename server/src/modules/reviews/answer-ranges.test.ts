// Numbers beyond the engine's ranges over HTTP: every kind of numeric answer (a question of each
// unit type, a count, a share, a grid cell) is refused with 422 and 104/105 naming the field, the
// whole patch with it, and what was saved before is read back unchanged. A value saved before the
// ranges existed stays readable.
import { convert, type Answer } from '@oncourse/engine';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers as answerRows } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/harness.ts';

type AnswerInput = Omit<Answer, 'notes'>;
const answer = (overrides: Partial<AnswerInput> = {}): AnswerInput => ({
  complete: false,
  savelater: true,
  value: null,
  unitMeasurementType: 'metric',
  nestedValues: {},
  facilityAddedAnswers: [],
  rows: [],
  ...overrides,
});

// Question sets (fixtures/question-sets/index.json) and one question of each kind in them.
const SET = { nature: 1, resources: 2, baseline: 5, annual: 6, tournament: 7 } as const;
/** A valid question of each set, saved beside the bad one to prove none of the patch is kept. */
const GOOD: Record<number, string> = { 1: '10025', 2: '11015', 5: '14000', 6: '15039' };

describe.each(databases())('answer ranges on %s', (kind) => {
  const t = useTestApp(kind);

  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, userId: number, payload?: object) =>
    t.current.app.inject({
      method,
      url,
      headers: await t.current.authHeader(userId),
      ...(payload ? { payload } : {}),
    });

  async function facility(type: 'FACILITY' | 'TOURNAMENT' = 'FACILITY') {
    const created = await t.current.createOrganisation({
      type,
      title: `Ranges ${type} ${kind} ${Math.random()}`,
      measurementUnit: 'metric',
    });
    return { orgId: created.id, userId: created.owner };
  }

  async function newSet(orgId: number, userId: number, questionSetId: number, year: number | null = null) {
    const created = await call(
      'POST',
      `/api/reviews/answers/question/${questionSetId}/organisation/${orgId}/new`,
      userId,
      { year },
    );
    expect(created.statusCode).toBe(200);
    return created.json().data as { id: number; version: number };
  }

  const read = async (orgId: number, userId: number, questionSetId: number, year?: number) =>
    (
      await call(
        'GET',
        `/api/reviews/answers/question/${questionSetId}/organisation/${orgId}${year ? `?year=${year}` : ''}`,
        userId,
      )
    ).json().data;

  const save = (orgId: number, userId: number, setId: number, baseVersion: number, answers: object) =>
    call('PATCH', `/api/reviews/answers/${setId}/organisation/${orgId}`, userId, { baseVersion, answers });

  const year = new Date().getUTCFullYear();

  it.each([
    ['electricity, kWh', SET.annual, '15009', answer({ value: 1e20 }), 105, 'Enter at most 100,000,000 kWh'],
    [
      'a flow rate in US gal/min',
      SET.resources,
      '11008',
      answer({ value: 1e20, unitMeasurementType: 'united states customary' }),
      105,
      null,
    ],
    [
      'a nested volume, m³',
      SET.resources,
      '11000',
      answer({ value: [51001], nestedValues: { 11002: 10_000_000.01 } }),
      105,
      'Enter at most 10,000,000 m³',
    ],
    ['an area, ha', SET.nature, '10006', answer({ value: 2_000.5 }), 105, 'Enter at most 2,000 ha'],
    ['a floor area, m²', SET.baseline, '14012', answer({ value: 1e9 }), 105, 'Enter at most 200,000 m²'],
    ['a percentage', SET.nature, '10007', answer({ value: 100.5 }), 105, 'Enter a percentage of 100 or less'],
    ['a count', SET.annual, '15038', answer({ value: 2_000_000 }), 105, 'Enter at most 1,000,000'],
    ['a negative count', SET.annual, '15041', answer({ value: -1 }), 104, 'Enter a number of 0 or more'],
    [
      'a grid cell, kg of nitrogen',
      SET.annual,
      '15020',
      answer({ rows: [{ id: 'r1', values: { 15021: 55025, 15022: 2e7, 15023: 1, 15024: 1 } }] }),
      105,
      'Enter at most 10,000,000 kg',
    ],
    [
      'a grid cell, course length',
      SET.baseline,
      '14005',
      answer({
        rows: [{ id: 'r1', values: { 14006: 'Old', 14007: 18, 14008: 1e6, 14009: 72, 14010: 1990 } }],
      }),
      105,
      'Enter at most 50,000 m',
    ],
    [
      'a year opened before 1700',
      SET.baseline,
      '14005',
      answer({
        rows: [{ id: 'r1', values: { 14006: 'Old', 14007: 18, 14008: 6000, 14009: 72, 14010: 1552 } }],
      }),
      104,
      'Enter at least 1,700',
    ],
  ])(
    'refuses %s with 422, names it, and saves nothing of the patch',
    async (_label, setId, id, bad, number, message) => {
      const { orgId, userId } = await facility();
      const isAnnual = setId === SET.annual;
      const set = await newSet(orgId, userId, setId, isAnnual ? year : null);
      const good = { [GOOD[setId]!]: answer({ value: 12 }) };
      const saved = await save(orgId, userId, set.id, set.version, good);
      expect(saved.statusCode).toBe(200);
      const before = await read(orgId, userId, setId, isAnnual ? year : undefined);

      const refused = await save(orgId, userId, set.id, before.version, {
        ...Object.fromEntries(Object.keys(good).map((key) => [key, answer({ value: 13 })])),
        [id]: bad,
      });
      expect(refused.statusCode).toBe(422);
      const [error] = refused.json().data.details.errors;
      expect(error).toMatchObject({ questionId: Number(id), number });
      expect(error.field.startsWith(`answers.${id}`)).toBe(true);
      if (message) expect(error.message).toBe(message);
      expect(await read(orgId, userId, setId, isAnnual ? year : undefined)).toEqual(before);
    },
  );

  it('refuses money and distances of a tournament above their limits', async () => {
    const { orgId, userId } = await facility('TOURNAMENT');
    const set = await newSet(orgId, userId, SET.tournament, year);
    const refused = await save(orgId, userId, set.id, set.version, {
      '16025': answer({ value: 10_000_001 }),
      '16024': answer({ value: 1e12 }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.details.errors).toMatchObject([
      { questionId: 16024, code: 'ABOVE_MAX_VALUE', number: 105, message: 'Enter at most 10,000,000 km' },
      { questionId: 16025, code: 'ABOVE_MAX_VALUE', number: 105, message: 'Enter at most 10,000,000' },
    ]);
    expect((await read(orgId, userId, SET.tournament, year)).version).toBe(set.version);
  });

  it('checks acres against 2,000 ha converted, in the system the answer was typed in', async () => {
    const { orgId, userId } = await facility();
    const set = await newSet(orgId, userId, SET.nature);
    const acres = Math.floor(convert(2_000, 'area', 'metric', 'british imperial') * 100) / 100;
    const within = await save(orgId, userId, set.id, set.version, {
      '10006': answer({ value: acres, unitMeasurementType: 'british imperial' }),
    });
    expect(within.statusCode).toBe(200);
    const beyond = await save(orgId, userId, set.id, within.json().data.version, {
      '10006': answer({ value: acres, unitMeasurementType: 'metric' }),
    });
    expect(beyond.statusCode).toBe(422);
    expect((await read(orgId, userId, SET.nature)).answers['10006'].value).toBe(acres);
  });

  it('keeps a value saved before the ranges readable, and still saves other answers beside it', async () => {
    const { orgId, userId } = await facility();
    const set = await newSet(orgId, userId, SET.annual, year);
    const first = await save(orgId, userId, set.id, set.version, { '15038': answer({ value: 100 }) });
    expect(first.statusCode).toBe(200);
    // As if saved before the limit existed: written straight into its row.
    await t.current.db.db
      .update(answerRows)
      .set({ value: 5e9 })
      .where(and(eq(answerRows.answerSetId, set.id), eq(answerRows.questionId, 15038)));
    const stored = await read(orgId, userId, SET.annual, year);
    expect(stored.answers['15038'].value).toBe(5e9);
    const other = await save(orgId, userId, set.id, stored.version, { '15039': answer({ value: 400 }) });
    expect(other.statusCode).toBe(200);
    expect((await read(orgId, userId, SET.annual, year)).answers['15038'].value).toBe(5e9);
  });
});
