import type { Question } from './model.ts';

export interface GuidanceContext {
  /** ISO 3166-1 alpha-2 code of the organisation's country, e.g. 'GB'. */
  country?: string | null;
  tournamentGroup?: string | null;
  organisationGroup?: string | null;
}

export type GuidanceSource = 'country' | 'default' | 'tournamentGroup' | 'organisationGroup';

export interface GuidanceEntry {
  source: GuidanceSource;
  /** The key it was found under ('GB', 'default', a group name). */
  key: string;
  text: string;
}

function find(
  table: Readonly<Record<string, string>>,
  wanted: string | null | undefined,
): [string, string] | null {
  if (!wanted) return null;
  const lower = wanted.trim().toLowerCase();
  for (const key in table) {
    const text = table[key];
    if (key.trim().toLowerCase() === lower && text && text.trim() !== '') return [key, text];
  }
  return null;
}

/**
 * The guidance to show for a question (docs/reviews.md#access): the organisation's country text, or the
 * 'default' text when its country has none, then the text for its tournament group and for
 * its organisation group, where present. Blank texts are skipped.
 */
export function selectGuidance(
  question: Pick<Question, 'guidance' | 'guidanceTourGroups' | 'guidanceOrgGroups'>,
  context: GuidanceContext = {},
): GuidanceEntry[] {
  const entries: GuidanceEntry[] = [];
  const byCountry =
    context.country?.trim().toLowerCase() === 'default' ? null : find(question.guidance, context.country);
  if (byCountry) {
    entries.push({ source: 'country', key: byCountry[0], text: byCountry[1] });
  } else {
    const fallback = find(question.guidance, 'default');
    if (fallback) entries.push({ source: 'default', key: fallback[0], text: fallback[1] });
  }
  const tour = find(question.guidanceTourGroups, context.tournamentGroup);
  if (tour) entries.push({ source: 'tournamentGroup', key: tour[0], text: tour[1] });
  const org = find(question.guidanceOrgGroups, context.organisationGroup);
  if (org) entries.push({ source: 'organisationGroup', key: org[0], text: org[1] });
  return entries;
}
