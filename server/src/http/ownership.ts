// Proves that a resource named in a path (a team member, a document, an answer set, a note)
// belongs to the organisation the wiring checked, so no service writes its own query for it.
// The wiring proves the caller may act in organisation X; without this check, /organisation/X/
// documents/7 would reach document 7 of organisation Y.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { answers, answerSets, documents, memberships, notes, storedFiles } from '../db/schema.ts';
import { notFound } from './errors.ts';
import type { OrganisationAccess } from './handlers.ts';

type OwnershipQuery = (db: Executor, id: number, organisationId: number) => Promise<unknown[]>;

const found = { found: sql<number>`1` };

/** One query per kind of resource: a row only when the resource is the organisation's. */
const ownership = {
  /** A user linked to the organisation (joined or invited), by user id. */
  teamMember: (db, userId, organisationId) =>
    db
      .select(found)
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.organisationId, organisationId)))
      .limit(1),
  document: (db, id, organisationId) =>
    db
      .select(found)
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.organisationId, organisationId)))
      .limit(1),
  /** An uploaded file (logo, picture, document bytes) stored for the organisation. */
  file: (db, id, organisationId) =>
    db
      .select(found)
      .from(storedFiles)
      .where(and(eq(storedFiles.id, id), eq(storedFiles.organisationId, organisationId)))
      .limit(1),
  answerSet: (db, id, organisationId) =>
    db
      .select(found)
      .from(answerSets)
      .where(and(eq(answerSets.id, id), eq(answerSets.organisationId, organisationId)))
      .limit(1),
  /** A note belongs to an answer, which belongs to an answer set, which belongs to the organisation. */
  note: (db, id, organisationId) =>
    db
      .select(found)
      .from(notes)
      .innerJoin(answers, eq(answers.id, notes.answerId))
      .innerJoin(answerSets, eq(answerSets.id, answers.answerSetId))
      .where(and(eq(notes.id, id), eq(answerSets.organisationId, organisationId)))
      .limit(1),
} satisfies Record<string, OwnershipQuery>;

export type OwnedResource = keyof typeof ownership;

const notFoundMessages: Record<OwnedResource, string> = {
  teamMember: 'This user is not in the team',
  document: 'Document not found',
  file: 'File not found',
  answerSet: 'Answer set not found',
  note: 'Note not found',
};

/**
 * Throws 404 NOT_FOUND (on `field`, the path parameter that named it) unless the resource belongs
 * to the organisation the wiring checked. 404 rather than 403, so another organisation's ids
 * cannot be told apart from ids that do not exist.
 */
export async function requireInOrganisation(
  db: Executor,
  organisation: Pick<OrganisationAccess, 'organisationId'>,
  resource: OwnedResource,
  id: number,
  field: string | null = null,
): Promise<void> {
  const rows = await ownership[resource](db, id, organisation.organisationId);
  if (rows.length === 0) throw notFound(notFoundMessages[resource], field);
}
