// The people of `npm run soak` (docs/engineering.md#soak), seeded through the demo's own code: the
// demo facility and its 300 benchmark peers (seedDemo), then one facility per person, scaled from
// the demo facility's complete 2024 annual data as the peers are, with its owner and an empty
// nature review to save into. Every person has the same password (one hash), so seeding 200 people
// costs one scrypt, while each sign-in during the soak still verifies it.
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { answerSets, organisations } from '../../db/schema/index.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { seedDemo, upsertPerson } from '../../seed/demo.ts';
import { defaultFixtures, type FixtureSource } from '../../seed/fixture-source.ts';
import { demoPopulation, insertPeerFacility } from '../../seed/peer-population.ts';

/** The best-practice review each person saves into (fixtures/question-sets/nature.json). */
export const REVIEW = { slug: 'nature', questionSetId: 1, numberQuestion: 10006 } as const;
/** The annual-data year each person opens and saves into. */
export const ANNUAL_YEAR = 2024;

const TITLE_PREFIX = 'Soak club';

export interface SoakPerson {
  email: string;
  organisationId: number;
  reviewSetId: number;
  annualSetId: number;
}

/** The database already holds soak people: their facilities would be seeded twice. */
export class SoakSeededError extends Error {
  override name = 'SoakSeededError';
}

/** Seeds the demo and `count` people with their facilities; returns who they are. */
export async function seedSoakPeople(
  db: Database,
  count: number,
  password: string,
  fixtures: FixtureSource = defaultFixtures,
): Promise<SoakPerson[]> {
  const [existing] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(like(organisations.title, `${TITLE_PREFIX} %`))
    .limit(1);
  if (existing)
    throw new SoakSeededError('The database already has soak people: give the soak an empty one.');
  await seedDemo(db, fixtures);
  const template = fixtures.answerSets().find((set) => set.year === ANNUAL_YEAR && set.organisationId === 1);
  const club = fixtures.organisations().find((organisation) => organisation.id === 1);
  if (!template || !club) throw new Error('The fixtures lack the demo facility or its 2024 annual data');
  const holes = club.courses.reduce((sum, course) => sum + (course.numberOfHoles ?? 0), 0);
  const population = demoPopulation(7, count, [{ year: ANNUAL_YEAR, answers: template.answers }], holes);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const people: SoakPerson[] = [];
    for (const [index, facility] of population.entries()) {
      const number = String(index + 1).padStart(3, '0');
      const organisationId = await insertPeerFacility(tx, template.questionSetId, {
        ...facility,
        title: `${TITLE_PREFIX} ${number}`,
      });
      const email = `soak.${number}@oncourse.local`;
      await upsertPerson(
        tx,
        {
          email,
          firstName: 'Soak',
          lastName: number,
          memberships: [{ organisationId, accessType: 'OWNER', jobRole: 'owner' }],
        },
        passwordHash,
      );
      const [review] = await tx
        .insert(answerSets)
        .values({ organisationId, questionSetId: REVIEW.questionSetId, year: null })
        .returning({ id: answerSets.id });
      const [annual] = await tx
        .select({ id: answerSets.id })
        .from(answerSets)
        .where(and(eq(answerSets.organisationId, organisationId), eq(answerSets.year, ANNUAL_YEAR)));
      people.push({ email, organisationId, reviewSetId: review!.id, annualSetId: annual!.id });
    }
    return people;
  });
}
