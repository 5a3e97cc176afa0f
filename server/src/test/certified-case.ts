// A case as a decision leaves it, written straight to the database, for tests of what follows the
// decision (the certificate, the reminders) without walking the whole case each time.
import { validUntil } from '@oncourse/engine';
import { today } from '../core/today.ts';
import type { Executor } from '../db/client.ts';
import { certificationCases, organisations, type CaseStateName } from '../db/schema/index.ts';
import { newCertificateCode } from '../modules/certification/certificate-code.ts';
import { eq } from 'drizzle-orm';

export async function insertDecidedCase(
  db: Executor,
  values: { organisationId: number; verifierId?: number | null; decidedAt: Date; state?: CaseStateName },
): Promise<{ id: number; code: string; validUntil: string }> {
  const state = values.state ?? 'certified';
  const until = validUntil(today(values.decidedAt));
  const code = newCertificateCode();
  const certified = state === 'certified';
  const [row] = await db
    .insert(certificationCases)
    .values({
      organisationId: values.organisationId,
      state,
      version: 4,
      reviewYear: 2024,
      submitted: [],
      verifierId: values.verifierId ?? null,
      ...(certified ? { decidedAt: values.decidedAt, validUntil: until, certificateCode: code } : {}),
    })
    .returning({ id: certificationCases.id });
  if (certified)
    await db
      .update(organisations)
      .set({ certified: true, certifiedUntil: until })
      .where(eq(organisations.id, values.organisationId));
  return { id: row!.id, code, validUntil: until };
}
