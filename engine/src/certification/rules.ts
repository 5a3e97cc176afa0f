// The rules of a certification case that are not transitions (docs/certification.md#behaviour).

/** What stands between a club and its application, one entry per gap. */
export type ApplicationGap =
  | { kind: 'question'; questionSetId: number; sectionSlug: string; questionId: number; title: string }
  | { kind: 'no-annual-data' }
  | { kind: 'footprint-not-final'; year: number };

export interface ApplicationFacts {
  /** Required-for-certification questions not complete (missing or only saved for later), by section. */
  sections: readonly {
    questionSetId: number;
    slug: string;
    missing: readonly { id: number; title: string }[];
    savedForLater: readonly { id: number; title: string }[];
  }[];
  /** The review period's annual-data year, null when the organisation has none. */
  year: number | null;
  /** Whether that year's footprint is final (nothing unanswered would change its total). */
  footprintFinal: boolean;
}

/**
 * Everything that keeps an application from being accepted (docs/certification.md#applying): each
 * required-for-certification question not complete, and the year when there is none or its
 * footprint is not final. Empty when the club may apply.
 */
export function applicationGaps(facts: ApplicationFacts): ApplicationGap[] {
  const gaps: ApplicationGap[] = [];
  for (const section of facts.sections) {
    for (const question of [...section.missing, ...section.savedForLater]) {
      gaps.push({
        kind: 'question',
        questionSetId: section.questionSetId,
        sectionSlug: section.slug,
        questionId: question.id,
        title: question.title,
      });
    }
  }
  if (facts.year === null) gaps.push({ kind: 'no-annual-data' });
  else if (!facts.footprintFinal) gaps.push({ kind: 'footprint-not-final', year: facts.year });
  return gaps;
}

export type FindingKind = 'immediate' | 'continual';

export interface FindingStanding {
  id: number;
  kind: FindingKind;
  closedAt: Date | string | null;
}

/**
 * The immediate improvement points still open: a case may be certified only when there are none
 * (docs/certification.md#deciding).
 */
export function openImmediatePoints<F extends FindingStanding>(findings: readonly F[]): F[] {
  return findings.filter((finding) => finding.kind === 'immediate' && finding.closedAt === null);
}

/** Years a certificate is valid from its decision (docs/certification.md#purpose). */
export const VALIDITY_YEARS = 3;

/**
 * The last day a certificate decided on `decidedOn` (YYYY-MM-DD) is valid: the same calendar day
 * three years on, or the last day of February when the decision fell on 29 February.
 */
export function validUntil(decidedOn: string): string {
  const [year, month, day] = decidedOn.split('-').map(Number) as [number, number, number];
  const targetYear = year + VALIDITY_YEARS;
  const lastOfMonth = new Date(Date.UTC(targetYear, month, 0)).getUTCDate();
  const date = new Date(Date.UTC(targetYear, month - 1, Math.min(day, lastOfMonth)));
  return date.toISOString().slice(0, 10);
}

/** Whether a certificate valid until `until` (YYYY-MM-DD) still holds on `today` (YYYY-MM-DD). */
export function isCertificateValid(until: string | null, today: string): boolean {
  return until !== null && today <= until;
}

/** A shift of a calendar date by whole months, kept within the target month (31 August less six months: 28 or 29 February). */
function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastOfMonth));
  return target.toISOString().slice(0, 10);
}

export type CertificateReminder = 'expires-in-six-months' | 'expires-in-one-month' | 'expired';

/**
 * The message a certificate valid until `until` calls for on `today` (docs/certification.md#messages-and-reminders):
 * from six months before its last day a renewal reminder, from one month before the last one, and
 * once the day has passed its expiry; null before. Only the newest that is due is named, so a
 * server that was down in between does not send a stale six-month reminder a month before.
 */
export function certificateReminder(until: string, today: string): CertificateReminder | null {
  if (today > until) return 'expired';
  if (today >= monthsBefore(until, 1)) return 'expires-in-one-month';
  if (today >= monthsBefore(until, 6)) return 'expires-in-six-months';
  return null;
}

/**
 * The latest last day of a certificate that may call for a message on `today` (six months on and
 * a few days beyond): what a job reads before `certificateReminder` decides
 * (docs/certification.md#messages-and-reminders).
 */
export function reminderHorizon(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // Three days beyond: a month-end kept within a shorter month (31 August less six months is
  // 28 February) reaches a little further than six calendar months.
  const ahead = new Date(Date.UTC(year, month - 1 + 6, day + 3));
  return ahead.toISOString().slice(0, 10);
}

export interface CarriedFinding {
  id: number;
  kind: FindingKind;
  questionSetId: number;
  text: string;
  dueDate: string | null;
}

/**
 * The points a renewal starts with (docs/certification.md#renewal): every continual improvement
 * point of the case it renews, to be reported on again; immediate points were closed before that
 * decision and do not come back.
 */
export function carriedPoints<F extends CarriedFinding>(previous: readonly F[]): F[] {
  return previous.filter((finding) => finding.kind === 'continual');
}

export type AssignmentRefusal = 'accreditation-expired' | 'member-of-organisation';

/**
 * Why a verifier may not be assigned a case (docs/certification.md#access): an accreditation that
 * has run out by `today`, or membership of the organisation (impartiality). Null when they may.
 */
export function assignmentRefusal(input: {
  accreditedUntil: string;
  today: string;
  memberOfOrganisation: boolean;
}): AssignmentRefusal | null {
  if (input.memberOfOrganisation) return 'member-of-organisation';
  if (input.accreditedUntil < input.today) return 'accreditation-expired';
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a case has waited since its last change, in whole days (the staff queue's waiting time,
 * docs/certification.md#calls): a case changed 36 hours ago has waited one day.
 */
export function daysWaiting(lastChange: Date | string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(lastChange).getTime()) / DAY_MS));
}
