// The demo's certification (docs/certification.md): a programme staff account, an accredited
// verifier, the demo facility's case in verification assigned to that verifier, and a second
// facility certified three months ago, so the staff queue, the verifier's cases and the public
// directory all have something to show. Part of `npm run demo` only.
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { validUntil } from '@oncourse/engine';
import { today } from '../core/today.ts';
import type { Executor } from '../db/client.ts';
import {
  answerSets,
  certificationCases,
  certificationEvents,
  countries,
  organisations,
  programmeStaff,
  users,
  verifiers,
} from '../db/schema/index.ts';
import { newCertificateCode } from '../modules/certification/certificate-code.ts';
import { ensurePublicProfile } from '../modules/public-profile/public-profile.service.ts';

export const demoStaffEmail = 'staff@oncourse.local';
export const demoVerifierEmail = 'verifier@oncourse.local';
/** The certified facility the directory shows (not a fixture: only the demo has it). */
export const demoCertifiedTitle = 'Lakeside Golf Club';

const FINISHED: string[] = ['certified', 'not-certified', 'withdrawn'];

/** How long ago the demo's certified facility was decided: a certificate well within its three years. */
const CERTIFIED_DAYS_AGO = 90;

async function upsertAccount(
  db: Executor,
  account: { email: string; firstName: string; lastName: string },
  passwordHash: string,
): Promise<number> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${account.email})`);
  if (existing) {
    // The demo's certificate may have made the account first, under another name.
    await db
      .update(users)
      .set({ firstName: account.firstName, lastName: account.lastName, passwordHash, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return existing.id;
  }
  const [row] = await db
    .insert(users)
    .values({ ...account, passwordHash, registrationCompletedAt: new Date() })
    .returning({ id: users.id });
  return row!.id;
}

/**
 * The verifier's record, accredited until the end of the year after next; its id. The demo's
 * certificate may have made the record first: it is brought to the same details.
 */
async function upsertVerifier(db: Executor, userId: number, countryCode: string): Promise<number> {
  const details = {
    name: 'Vera Lindqvist',
    company: 'Green Audits Ltd',
    countries: [countryCode],
    languages: ['en', 'sv'],
    accreditedUntil: `${new Date().getUTCFullYear() + 2}-12-31`,
  };
  const [row] = await db
    .insert(verifiers)
    .values({ userId, ...details })
    .onConflictDoUpdate({ target: verifiers.userId, set: details })
    .returning({ id: verifiers.id });
  return row!.id;
}

/** The facility's answer sets as a case freezes them: each set's id and version, and the newest year. */
async function submission(db: Executor, organisationId: number) {
  const sets = await db
    .select({
      answerSetId: answerSets.id,
      questionSetId: answerSets.questionSetId,
      year: answerSets.year,
      version: answerSets.version,
    })
    .from(answerSets)
    .where(eq(answerSets.organisationId, organisationId));
  const years = sets.flatMap((set) => (set.year === null ? [] : [set.year]));
  const newest = years.length > 0 ? Math.max(...years) : new Date().getUTCFullYear() - 1;
  return { submitted: sets.filter((set) => set.year === null || set.year === newest), reviewYear: newest };
}

/**
 * The demo facility's case in verification with the demo verifier, unless it has a case under way
 * already: the renewal of its certificate, when it has one, so the club's page (its newest case)
 * shows the case in verification.
 */
async function caseInVerification(
  db: Executor,
  facilityId: number,
  people: { ownerId: number; staffId: number; verifierId: number },
): Promise<void> {
  const cases = await db
    .select({ id: certificationCases.id, state: certificationCases.state })
    .from(certificationCases)
    .where(eq(certificationCases.organisationId, facilityId))
    .orderBy(desc(certificationCases.id));
  if (cases.some((entry) => !FINISHED.includes(entry.state))) return;
  const renewed = cases.find((entry) => entry.state === 'certified');
  const { submitted, reviewYear } = await submission(db, facilityId);
  const [created] = await db
    .insert(certificationCases)
    .values({
      organisationId: facilityId,
      state: 'verification',
      version: 2,
      reviewYear,
      submitted,
      verifierId: people.verifierId,
      renewsCaseId: renewed?.id ?? null,
    })
    .returning({ id: certificationCases.id });
  await db.insert(certificationEvents).values([
    { caseId: created!.id, action: 'apply', toState: 'desk-review', actorUserId: people.ownerId },
    {
      caseId: created!.id,
      action: 'assign',
      fromState: 'desk-review',
      toState: 'verification',
      actorUserId: people.staffId,
      comment: 'Vera knows the region',
    },
  ]);
}

/** A second facility, decided certified 90 days ago with its certificate code, flag and date. */
async function certifiedFacility(
  db: Executor,
  countryId: number | null,
  people: { staffId: number; verifierId: number },
): Promise<void> {
  const [existing] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.title, demoCertifiedTitle), isNull(organisations.createdByUserId)));
  if (existing) {
    await ensurePublicProfile(db, existing.id);
    return;
  }
  const decidedAt = new Date(Date.now() - CERTIFIED_DAYS_AGO * 86_400_000);
  const until = validUntil(today(decidedAt));
  const [organisation] = await db
    .insert(organisations)
    .values({
      type: 'FACILITY',
      title: demoCertifiedTitle,
      city: 'Lakeside',
      countryId,
      demo: true,
      certified: true,
      certifiedUntil: until,
    })
    .returning({ id: organisations.id });
  const [decided] = await db
    .insert(certificationCases)
    .values({
      organisationId: organisation!.id,
      state: 'certified',
      version: 4,
      reviewYear: decidedAt.getUTCFullYear() - 1,
      submitted: [],
      verifierId: people.verifierId,
      visitDate: today(new Date(decidedAt.getTime() - 30 * 86_400_000)),
      visitMode: 'on-site',
      recommendation: 'certify',
      decidedAt,
      validUntil: until,
      certificateCode: newCertificateCode(),
      createdAt: new Date(decidedAt.getTime() - 60 * 86_400_000),
      updatedAt: decidedAt,
    })
    .returning({ id: certificationCases.id });
  await db.insert(certificationEvents).values({
    caseId: decided!.id,
    action: 'certify',
    fromState: 'decision',
    toState: 'certified',
    actorUserId: people.staffId,
    createdAt: decidedAt,
  });
  // A certified decision gives the organisation its public profile: the directory lists it.
  await ensurePublicProfile(db, organisation!.id);
}

export interface DemoProgrammeSignIns {
  staff: { email: string; password: string };
  verifier: { email: string; password: string };
}

/**
 * Seeds the demo's certification inside the demo's transaction: staff and verifier get the fresh
 * passwords given (a known password would open any database the demo ran on); what exists is kept.
 */
export async function seedDemoCertification(
  db: Executor,
  facility: { id: number; ownerId: number },
  passwords: { staff: { password: string; hash: string }; verifier: { password: string; hash: string } },
): Promise<DemoProgrammeSignIns> {
  const staffId = await upsertAccount(
    db,
    { email: demoStaffEmail, firstName: 'Sam', lastName: 'Staff' },
    passwords.staff.hash,
  );
  await db.insert(programmeStaff).values({ userId: staffId }).onConflictDoNothing();
  const verifierUserId = await upsertAccount(
    db,
    { email: demoVerifierEmail, firstName: 'Vera', lastName: 'Lindqvist' },
    passwords.verifier.hash,
  );
  const [home] = await db
    .select({ countryId: organisations.countryId, code: countries.code })
    .from(organisations)
    .leftJoin(countries, eq(countries.id, organisations.countryId))
    .where(eq(organisations.id, facility.id));
  const verifierId = await upsertVerifier(db, verifierUserId, home?.code ?? 'GB');
  await caseInVerification(db, facility.id, { ownerId: facility.ownerId, staffId, verifierId });
  await certifiedFacility(db, home?.countryId ?? null, { staffId, verifierId });
  return {
    staff: { email: demoStaffEmail, password: passwords.staff.password },
    verifier: { email: demoVerifierEmail, password: passwords.verifier.password },
  };
}

/** The demo's certified case, for the test that opens its certificate. */
export async function findDemoCertifiedCase(db: Executor) {
  const [row] = await db
    .select({
      caseId: certificationCases.id,
      organisationId: organisations.id,
      code: certificationCases.certificateCode,
    })
    .from(certificationCases)
    .innerJoin(organisations, eq(organisations.id, certificationCases.organisationId))
    .where(and(eq(organisations.title, demoCertifiedTitle), isNotNull(certificationCases.certificateCode)))
    .orderBy(desc(certificationCases.id))
    .limit(1);
  return row;
}
