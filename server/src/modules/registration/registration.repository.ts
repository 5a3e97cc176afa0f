import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { registrationTokens, users } from '../../db/schema/index.ts';

export type NewUser = Pick<
  typeof users.$inferInsert,
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'language'
  | 'jobRole'
  | 'hearAboutUs'
  | 'allowCorrespondence'
  | 'emailNotifications'
  | 'introductoryTour'
  | 'measurementUnit'
  | 'isTournament'
>;

export async function insertPendingUser(db: Executor, values: NewUser): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/** Rewrites a pending (never completed) user with the details of a new registration for its address. */
export async function updatePendingUser(db: Executor, id: number, values: NewUser): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.registrationCompletedAt)));
}

export async function insertRegistrationToken(
  db: Executor,
  values: { userId: number; tokenHash: string; expiresAt: Date; isTournament: boolean },
): Promise<void> {
  await db.insert(registrationTokens).values(values);
}

/** Spends every open registration token of the user, so only the newest link works. */
export async function spendOpenRegistrationTokens(db: Executor, userId: number): Promise<void> {
  await db
    .update(registrationTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(registrationTokens.userId, userId), isNull(registrationTokens.usedAt)));
}

/** An unspent, unexpired token of a registration that is not completed yet. */
export async function findUsableRegistrationToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: registrationTokens.id,
      userId: registrationTokens.userId,
      isTournament: registrationTokens.isTournament,
      language: users.language,
    })
    .from(registrationTokens)
    .innerJoin(users, eq(users.id, registrationTokens.userId))
    .where(
      and(
        eq(registrationTokens.tokenHash, tokenHash),
        isNull(registrationTokens.usedAt),
        gt(registrationTokens.expiresAt, sql`now()`),
        isNull(users.registrationCompletedAt),
      ),
    );
  return row;
}

/** Spends one token if it is still usable; false when another call spent it first. */
export async function spendRegistrationToken(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(registrationTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(registrationTokens.id, id),
        isNull(registrationTokens.usedAt),
        gt(registrationTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: registrationTokens.id });
  return rows.length === 1;
}

/** Sets the password and marks the registration completed; false when it already was. */
export async function completeRegistration(
  db: Executor,
  userId: number,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, registrationCompletedAt: sql`now()`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.registrationCompletedAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Whether the user ever registered (an invited person who never did has no registration token). */
export async function hasRegistered(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: registrationTokens.id })
    .from(registrationTokens)
    .where(eq(registrationTokens.userId, userId))
    .limit(1);
  return row !== undefined;
}
