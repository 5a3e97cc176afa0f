import { isCertificateValid } from './rules.ts';

/** Months before a certificate's last day from which the public pages call it due for renewal. */
export const RENEWAL_DUE_MONTHS = 6;

/**
 * What the public pages say of an organisation (docs/public-recognition.md#behaviour):
 * `certified` and `renewal-due` only while the certificate holds, `expired` once it has run out,
 * `in-process` only for a club that chose to show its case under way, and null when nothing may
 * be shown.
 */
export type PublicStanding = 'certified' | 'renewal-due' | 'expired' | 'in-process';

export interface StandingFacts {
  /** The organisation's certified flag (set by a certified decision). */
  certified: boolean;
  /** The certificate's last day (YYYY-MM-DD). */
  certifiedUntil: string | null;
  /** A case is under way and the club chose to show it. */
  inProcessShown: boolean;
  /** Whether it was ever certified (a certified case exists): an expired certificate still says so. */
  everCertified: boolean;
}

/** The day `months` calendar months after `day` (YYYY-MM-DD), the month's last day when it is shorter. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfMonth))).toISOString().slice(0, 10);
}

/** The public standing of an organisation on `today` (YYYY-MM-DD); see `PublicStanding`. */
export function publicStanding(facts: StandingFacts, today: string): PublicStanding | null {
  if (facts.certified && isCertificateValid(facts.certifiedUntil, today)) {
    return facts.certifiedUntil! < addMonths(today, RENEWAL_DUE_MONTHS) ? 'renewal-due' : 'certified';
  }
  if (facts.inProcessShown) return 'in-process';
  return facts.everCertified ? 'expired' : null;
}
