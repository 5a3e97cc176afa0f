// Proves that a resource named in a path (a team member, a document, an answer set, a note)
// belongs to the organisation the wiring checked, so no service writes its own check for it.
// The wiring proves the caller may act in organisation X; without this check, /organisation/X/
// documents/7 would reach document 7 of organisation Y. Each question is asked of the module
// that owns the table, through the service it offers other modules.
import type { Executor } from '../../db/client.ts';
import type { OrganisationAccess } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { isOrganisationFile } from '../../storage/stored-files.ts';
import { isOrganisationDocument } from '../documents/index.ts';
import { isOrganisationAnswerSet, isOrganisationNote } from '../reviews/index.ts';
import { isLinkedToOrganisation } from '../team/index.ts';
import { isOrganisationCase } from '../certification/index.ts';

type OwnershipQuery = (db: Executor, id: number, organisationId: number) => Promise<boolean>;

/** One question per kind of resource: true only when the resource is the organisation's. */
const ownership = {
  /** A user linked to the organisation (joined or invited), by user id. */
  teamMember: isLinkedToOrganisation,
  document: isOrganisationDocument,
  /** An uploaded file (logo, picture, document bytes) stored for the organisation. */
  file: isOrganisationFile,
  answerSet: isOrganisationAnswerSet,
  /** A note belongs to an answer, which belongs to an answer set, which belongs to the organisation. */
  note: isOrganisationNote,
  certificationCase: (db, id, organisationId) => isOrganisationCase(db, id, organisationId),
} satisfies Record<string, OwnershipQuery>;

export type OwnedResource = keyof typeof ownership;

const notFoundMessages: Record<OwnedResource, string> = {
  teamMember: 'This user is not in the team',
  document: 'Document not found',
  file: 'File not found',
  answerSet: 'Answer set not found',
  note: 'Note not found',
  certificationCase: 'Case not found',
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
  if (!(await ownership[resource](db, id, organisation.organisationId)))
    throw notFound(notFoundMessages[resource], field);
}
