import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  memberships,
  organisations,
  passwordResetTokens,
  refreshTokenFamilies,
  refreshTokens,
  users,
} from '../../db/schema/index.ts';

/** Whether the user has any link (joined or invited) to a tournament: the tournament sign-in needs one. */
export async function hasTournament(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(and(eq(memberships.userId, userId), eq(organisations.type, 'TOURNAMENT')))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------- refresh tokens

export async function insertFamily(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .insert(refreshTokenFamilies)
    .values({ userId })
    .returning({ id: refreshTokenFamilies.id });
  return row!.id;
}

export async function insertRefreshToken(
  db: Executor,
  familyId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(refreshTokens).values({ familyId, tokenHash, expiresAt });
}

/** A refresh token by its hash, with its family's state and owner. */
export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      userId: refreshTokenFamilies.userId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
      familyRevokedAt: refreshTokenFamilies.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Spends a refresh token in one statement, so of two calls presenting the same token exactly one
 * wins; false when it was already spent (or revoked) by then.
 */
export async function spendRefreshToken(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Revokes a family: none of its tokens, spent or not, is accepted again. */
export async function revokeFamily(db: Executor, familyId: number): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
}

/** Revokes every family of the user (after a password reset: every device signs in again). */
export async function revokeAllFamilies(db: Executor, userId: number): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt)));
}

// ---------------------------------------------------------------- password-reset tokens

export async function insertResetToken(
  db: Executor,
  values: { userId: number; tokenHash: string; expiresAt: Date; isTournament: boolean },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Spends every open reset token of the user, so only the newest link works. */
export async function spendOpenResetTokens(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** An unspent, unexpired reset token by its hash, with the user's language for the sign-in link. */
export async function findUsableResetToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: passwordResetTokens.id,
      userId: passwordResetTokens.userId,
      isTournament: passwordResetTokens.isTournament,
      language: users.language,
      email: users.email,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Spends one reset token if it is still usable; false when another call spent it first. */
export async function spendResetToken(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.id, id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}
