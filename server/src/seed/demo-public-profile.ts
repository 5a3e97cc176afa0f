// The demo's public profile (docs/public-recognition.md#demo): the demo facility certified with a
// decided case, its footprint and highlights switched on, so /directory shows it at once.
import { addMonths, validUntil } from '@oncourse/engine';
import { and, asc, eq, sql } from 'drizzle-orm';
import { today } from '../core/today.ts';
import type { Executor } from '../db/client.ts';
import {
  certificationCases,
  certificationFindings,
  questionSets,
  users,
  verifiers,
  type OrganisationType,
} from '../db/schema/index.ts';
import { newCertificateCode } from '../modules/certification/certificate-code.ts';
import { setCertification } from '../modules/organisations/index.ts';
import { ensurePublicProfile, setPublicProfile } from '../modules/public-profile/public-profile.service.ts';

export interface CertifiedCaseInput {
  organisationId: number;
  organisationType: OrganisationType;
  /** The verifier's account. */
  verifierUserId: number;
  company: string;
  /** The day of the decision (YYYY-MM-DD); the certificate runs three years from it. */
  decidedOn: string;
  findings: { kind: 'immediate' | 'continual'; text: string; dueDate?: string; closed: boolean }[];
}

/**
 * A certified case as a certified decision leaves it: the case with its code and findings, the
 * organisation's certified flag and date, and its public profile's slug. Returns the code.
 */
export async function insertCertifiedCase(db: Executor, input: CertifiedCaseInput): Promise<string> {
  const [verifier] = await db
    .insert(verifiers)
    .values({
      userId: input.verifierUserId,
      name: 'Demo verifier',
      company: input.company,
      countries: ['GB'],
      languages: ['en'],
      accreditedUntil: validUntil(input.decidedOn),
    })
    .onConflictDoUpdate({ target: verifiers.userId, set: { company: input.company } })
    .returning({ id: verifiers.id });
  const sets = await db
    .select({ id: questionSets.id })
    .from(questionSets)
    .where(
      and(eq(questionSets.organisationType, input.organisationType), eq(questionSets.kind, 'BEST_PRACTICE')),
    )
    .orderBy(asc(questionSets.id));
  const until = validUntil(input.decidedOn);
  const code = newCertificateCode();
  const [made] = await db
    .insert(certificationCases)
    .values({
      organisationId: input.organisationId,
      state: 'certified',
      reviewYear: Number(input.decidedOn.slice(0, 4)) - 1,
      submitted: [],
      verifierId: verifier!.id,
      visitDate: input.decidedOn,
      visitMode: 'on-site',
      recommendation: 'certify',
      decidedAt: new Date(`${input.decidedOn}T12:00:00Z`),
      validUntil: until,
      certificateCode: code,
      // Applied two months before the decision, last changed by it, as a real case would be.
      createdAt: new Date(Date.parse(`${input.decidedOn}T12:00:00Z`) - 60 * 86_400_000),
      updatedAt: new Date(`${input.decidedOn}T12:00:00Z`),
    })
    .returning({ id: certificationCases.id });
  if (input.findings.length > 0) {
    await db.insert(certificationFindings).values(
      input.findings.map((finding, index) => ({
        caseId: made!.id,
        // A tournament has no best practices: its findings name no practice the public page shows.
        questionSetId: sets[index % Math.max(sets.length, 1)]?.id ?? 0,
        kind: finding.kind,
        text: finding.text,
        dueDate: finding.dueDate ?? null,
        closedAt: finding.closed ? new Date(`${input.decidedOn}T12:00:00Z`) : null,
      })),
    );
  }
  await setCertification(db, input.organisationId, until);
  await ensurePublicProfile(db, input.organisationId);
  return code;
}

const DEMO_VERIFIER = 'verifier@oncourse.local';

/** How long ago the demo facility was certified: within the six months its certificate is due for renewal. */
const CERTIFIED_MONTHS_AGO = 32;

/**
 * Certifies the demo facility unless it already has a certified case (another part of the demo may
 * have decided one), then switches on its footprint and highlights. Safe to run again. Runs before
 * the demo's case in verification is seeded, so that case is the facility's newest.
 */
export async function seedDemoPublicProfile(db: Executor, facilityId: number): Promise<void> {
  const [certified] = await db
    .select({ id: certificationCases.id })
    .from(certificationCases)
    .where(and(eq(certificationCases.organisationId, facilityId), eq(certificationCases.state, 'certified')));
  if (!certified) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_VERIFIER}`);
    const verifierUserId =
      existing?.id ??
      (
        await db
          .insert(users)
          .values({
            email: DEMO_VERIFIER,
            firstName: 'Vera',
            lastName: 'Lind',
            registrationCompletedAt: new Date(),
          })
          .returning({ id: users.id })
      )[0]!.id;
    // Decided two years and eight months ago: the certificate is due for renewal, which the
    // demo's case in verification, seeded after this one, stands for.
    const decidedOn = addMonths(today(), -CERTIFIED_MONTHS_AGO);
    await insertCertifiedCase(db, {
      organisationId: facilityId,
      organisationType: 'FACILITY',
      verifierUserId,
      company: 'Green Audits Ltd',
      decidedOn,
      findings: [
        { kind: 'immediate', text: 'Store pesticide containers in the bunded store only.', closed: true },
        {
          kind: 'continual',
          text: 'Meter the irrigation of the practice ground separately.',
          dueDate: addMonths(today(), 3),
          closed: false,
        },
      ],
    });
  }
  await setPublicProfile(db, facilityId, {
    showFootprint: true,
    showHighlights: true,
    highlights: {
      en: 'Forty hectares of heathland restored since 2019, and the irrigation now runs on harvested rainwater.',
      sv: 'Fyrtio hektar ljunghed återställd sedan 2019, och bevattningen drivs nu av uppsamlat regnvatten.',
      de: 'Seit 2019 vierzig Hektar Heide wiederhergestellt, und die Bewässerung nutzt jetzt gesammeltes Regenwasser.',
    },
  });
}
