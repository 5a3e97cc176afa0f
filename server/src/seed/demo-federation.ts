// The demo's national federation (docs/programme-console.md#federations): an account for the demo
// facility's country, marked demo so it sees the demo's facilities alone, and the demo facility
// and Lakeside Golf Club sharing with it, so the federation's pages have something to show while
// the demo's peers there, which never switched sharing on, stay out. Part of `npm run demo` only.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { countries, federationMembers, organisations, users } from '../db/schema/index.ts';
import { demoCertifiedTitle } from './demo-certification.ts';

export const demoFederationEmail = 'federation@oncourse.local';

export interface DemoFederationSignIn {
  email: string;
  password: string;
  countries: string[];
}

/**
 * Seeds the federation account with the fresh password given. The facilities are switched to share
 * only when the account is first made: a demo run again keeps what was switched in the app since.
 */
export async function seedDemoFederation(
  db: Executor,
  facilityId: number,
  password: { password: string; hash: string },
): Promise<DemoFederationSignIn> {
  const [home] = await db
    .select({ code: countries.code })
    .from(organisations)
    .innerJoin(countries, eq(countries.id, organisations.countryId))
    .where(eq(organisations.id, facilityId));
  const codes = [home?.code ?? 'GB'];
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${demoFederationEmail})`);
  const userId = existing
    ? existing.id
    : (
        await db
          .insert(users)
          .values({
            email: demoFederationEmail,
            firstName: 'Fiona',
            lastName: 'Federation',
            passwordHash: password.hash,
            registrationCompletedAt: new Date(),
          })
          .returning({ id: users.id })
      )[0]!.id;
  await db
    .update(users)
    .set({ passwordHash: password.hash, updatedAt: new Date() })
    .where(eq(users.id, userId));
  const made = await db
    .insert(federationMembers)
    .values({ userId, countries: codes, demo: true })
    .onConflictDoNothing()
    .returning({ userId: federationMembers.userId });
  if (made.length > 0)
    await db
      .update(organisations)
      .set({ shareWithFederation: true })
      .where(
        and(
          eq(organisations.demo, true),
          or(
            inArray(organisations.id, [facilityId]),
            and(eq(organisations.title, demoCertifiedTitle), isNull(organisations.createdByUserId)),
          ),
        ),
      );
  return { email: demoFederationEmail, password: password.password, countries: codes };
}
