// The certificate of a certified case as a PDF (docs/certification.md#the-certificate), for the
// club's members and for staff or the case's verifier. The wiring has checked who may read the
// case before any of these runs.
import { regionalLocale } from '@oncourse/engine';
import type { AppContext, BinaryResult, OrganisationAccess, ProgrammeAccess } from '../../core/context.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { today } from '../../core/today.ts';
import { PoolBusyError } from '../../workers/pool.ts';
import { requireInOrganisation } from '../access/ownership.service.ts';
import { fileNamePart } from '../insights/exports.service.ts';
import { stringsIn } from '../reference/catalogue.ts';
import { findUserById } from '../users/index.ts';
import * as repository from './certification.repository.ts';
import type { CertificateJob } from './certificate.tasks.ts';

/** The certificate's data in the reader's language; 404 unless the case is certified. */
async function certificateJob(
  ctx: Pick<AppContext, 'db' | 'config'>,
  caseId: number,
  readerId: number,
  now: Date,
): Promise<CertificateJob> {
  const row = await repository.findCertificate(ctx.db, caseId);
  if (!row || row.state !== 'certified' || !row.certificateCode || !row.validUntil || !row.decidedAt)
    throw notFound('This case has no certificate', 'caseId');
  const language = (await findUserById(ctx.db, readerId))?.language ?? 'en';
  return {
    organisationTitle: row.organisationTitle,
    organisationType: row.organisationType,
    reviewYear: row.reviewYear,
    verifierName: row.verifierName,
    verifierCompany: row.verifierCompany,
    decidedOn: today(row.decidedAt),
    validUntil: row.validUntil,
    code: row.certificateCode,
    verifyUrl: `${ctx.config.appUrl}/verify/${row.certificateCode}`,
    // The last day is still valid (docs/certification.md#deciding).
    expired: row.validUntil < today(now),
    generatedAt: now,
    strings: await stringsIn(ctx.db, language),
    locale: regionalLocale(language, row.countryCode),
  };
}

async function certificate(ctx: AppContext, caseId: number, readerId: number): Promise<BinaryResult> {
  const job = await certificateJob(ctx, caseId, readerId, new Date());
  const pdf = await ctx.exports.run('certificatePdf', job).catch((error: unknown) => {
    if (error instanceof PoolBusyError)
      throw new AppError(
        503,
        'INTERNAL_SERVER_ERROR',
        'Many documents are being made just now. Please try again in a moment.',
      );
    throw error;
  });
  return {
    contentType: 'application/pdf',
    body: pdf,
    filename: `${fileNamePart(job.organisationTitle)}-certificate-${job.code}.pdf`,
    disposition: 'attachment',
  };
}

/** The club's certificate: another organisation's case is 404, as an unknown id is. */
export async function organisationCertificate(
  ctx: AppContext,
  organisation: OrganisationAccess,
  caseId: number,
  readerId: number,
): Promise<BinaryResult> {
  await requireInOrganisation(ctx.db, organisation, 'certificationCase', caseId, 'caseId');
  return certificate(ctx, caseId, readerId);
}

/** The certificate as staff or the case's verifier downloads it. */
export function programmeCertificate(ctx: AppContext, programme: ProgrammeAccess): Promise<BinaryResult> {
  return certificate(ctx, programme.caseId!, programme.userId);
}
