// What each public page shows (docs/public-recognition.md#screens), read for anyone without
// signing in: only what the privacy rules let out (docs/public-recognition.md#privacy).
import { addMonths, publicStanding, RENEWAL_DUE_MONTHS, type PublicStanding } from '@oncourse/engine';
import type { AppContext } from '../../core/context.ts';
import { readOnlyAccess } from '../../core/organisation-access.ts';
import { today } from '../../core/today.ts';
import { footprintYears } from '../insights/insights.service.ts';
import { organisationSets } from '../reviews/progress.service.ts';
import { image } from '../organisation-profile/organisation-images.service.ts';
import { normaliseCertificateCode } from '../certification/certificate-code.ts';
import * as repository from './public-profile.repository.ts';
import type { PageLanguage } from './reader-language.ts';

type PageContext = Pick<AppContext, 'db' | 'storage' | 'config'>;

export const DIRECTORY_PAGE_SIZE = 20;
const DIRECTORY_STATES = ['certified', 'renewal-due', 'in-process'] as const;

/** The dates the directory's states are read against, today. */
function window() {
  const day = today();
  return { today: day, renewalFrom: addMonths(day, RENEWAL_DUE_MONTHS) };
}

/** The standing of an organisation as the public may see it; null hides it entirely. */
export function standingOf(row: {
  certified: boolean;
  certifiedUntil: string | null;
  showInProcess: boolean;
  openCase: boolean;
  everCertified?: boolean;
}): PublicStanding | null {
  return publicStanding(
    {
      certified: row.certified,
      certifiedUntil: row.certifiedUntil,
      inProcessShown: row.showInProcess && row.openCase,
      everCertified: row.everCertified ?? false,
    },
    today(),
  );
}

export interface DirectoryFilters {
  name: string;
  country: string;
  state: (typeof DIRECTORY_STATES)[number] | '';
  page: number;
}

/** Reads the directory's form fields from the query, ignoring what no field could have sent. */
export function directoryFilters(query: Record<string, unknown>): DirectoryFilters {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');
  const state = text(query.state);
  const page = Number.parseInt(text(query.page), 10);
  return {
    name: text(query.name),
    country: /^[A-Z]{2}$/.test(text(query.country)) ? text(query.country) : '',
    state: (DIRECTORY_STATES as readonly string[]).includes(state)
      ? (state as DirectoryFilters['state'])
      : '',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

export async function directory(ctx: PageContext, filters: DirectoryFilters) {
  const dates = window();
  const [{ rows, total }, countries] = await Promise.all([
    repository.findDirectory(ctx.db, {
      ...dates,
      name: filters.name || undefined,
      countryCode: filters.country || undefined,
      state: filters.state || undefined,
      limit: DIRECTORY_PAGE_SIZE,
      offset: (filters.page - 1) * DIRECTORY_PAGE_SIZE,
    }),
    repository.findDirectoryCountries(ctx.db, dates),
  ]);
  return {
    filters,
    countries,
    total,
    pages: Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE)),
    entries: rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      type: row.type,
      country: row.countryCode ? { code: row.countryCode, title: row.countryTitle! } : null,
      standing: standingOf(row)!,
      validUntil: row.certifiedUntil,
    })),
  };
}

/** The organisation behind a slug with its public standing; null when nothing of it may be shown. */
async function publicOrganisation(ctx: PageContext, slug: string) {
  const row = await repository.findBySlug(ctx.db, slug);
  if (!row) return null;
  const standing = standingOf(row);
  return standing ? { row, standing } : null;
}

/** What a badge says: one indexed query, nothing else. */
export async function badge(ctx: PageContext, slug: string) {
  const row = await repository.findBadgeBySlug(ctx.db, slug);
  const standing = row && standingOf(row);
  return row && standing ? { slug, title: row.title, standing, validUntil: row.certifiedUntil } : null;
}

/** The organisation's profile image, only while its profile is public. */
export async function profileImage(ctx: AppContext, slug: string) {
  const found = await publicOrganisation(ctx, slug);
  if (!found || found.row.imageFileId === null) return null;
  return image(ctx, 'profile', found.row.imageFileId);
}

/**
 * The profile page: the certificate and the published summary of the last verification always
 * (for a club ever certified), the footprint and the highlights only when the club switched them on.
 */
export async function profile(ctx: PageContext, slug: string, language: PageLanguage) {
  const found = await publicOrganisation(ctx, slug);
  if (!found) return null;
  const { row, standing } = found;
  const organisation = readOnlyAccess(row.id, row.type);
  const lastCase = await repository.findLastCertifiedCase(ctx.db, row.id);
  let summary = null;
  if (lastCase) {
    const [findings, sets] = await Promise.all([
      repository.findFindings(ctx.db, lastCase.id),
      organisationSets(ctx, organisation, language),
    ]);
    const titles = new Map(
      [...sets.bestPractices, ...(sets.annualData ? [sets.annualData] : [])].map((entry) => [
        entry.set.id,
        entry.set.title,
      ]),
    );
    summary = {
      validFrom: lastCase.decidedAt?.toISOString().slice(0, 10) ?? null,
      validUntil: lastCase.validUntil,
      company: lastCase.company,
      areas: groupBy(findings, (finding) => finding.questionSetId).map(([questionSetId, items]) => ({
        title: titles.get(questionSetId) ?? '',
        findings: items,
      })),
    };
  }
  const footprint = row.showFootprint
    ? (await footprintYears(ctx, organisation))
        .filter((year) => year.final)
        .map((year) => ({ year: year.year, market: year.market.total, location: year.location.total }))
    : null;
  const highlights = row.showHighlights
    ? (row.highlights[language] ?? row.highlights.en ?? Object.values(row.highlights)[0] ?? null)
    : null;
  return {
    slug: row.slug,
    title: row.title,
    type: row.type,
    country: row.countryCode ? { code: row.countryCode, title: row.countryTitle! } : null,
    hasImage: row.imageFileId !== null,
    standing,
    certifiedUntil: row.certifiedUntil,
    summary,
    footprint,
    highlights,
  };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): [K, T[]][] {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}

export type CertificateStatus = 'valid' | 'expired' | 'withdrawn';

/**
 * What a certificate code stands for (docs/public-recognition.md#behaviour): valid until its last
 * day while the organisation still holds a certificate, expired after that day, withdrawn when
 * the organisation no longer holds one before it. Null for a code no certified case has.
 */
export async function certificate(ctx: PageContext, typed: string) {
  const code = normaliseCertificateCode(typed);
  if (!code) return null;
  const row = await repository.findCertificate(ctx.db, code);
  if (!row || !row.validUntil) return null;
  const day = today();
  const status: CertificateStatus =
    row.validUntil < day ? 'expired' : row.organisationCertified ? 'valid' : 'withdrawn';
  return {
    code,
    title: row.title,
    type: row.type,
    country: row.countryCode ? { code: row.countryCode, title: row.countryTitle! } : null,
    validUntil: row.validUntil,
    status,
    slug: row.slug,
  };
}

/** The profiles the sitemap lists: the same the directory lists. */
export async function listedProfiles(ctx: PageContext) {
  return repository.findListedSlugs(ctx.db, window());
}
