import slugify from '@sindresorhus/slugify';

/**
 * The slugs to try for an organisation's public address, best first: its name in lower-case
 * ASCII words (ä → a, ß → ss), then with -2, -3 … when another organisation has it, and last
 * with its id, which no other can have.
 */
export function slugCandidates(title: string, organisationId: number): string[] {
  const base = slugify(title) || 'organisation';
  return [base, ...[2, 3, 4, 5].map((n) => `${base}-${n}`), `${base}-${organisationId}`];
}
