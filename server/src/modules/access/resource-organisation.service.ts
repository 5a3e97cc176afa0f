// The organisation of a call that names a resource rather than an organisation (the contract's
// `x-organisation-of`): the wiring checks the caller's access in the organisation that owns the
// resource, before the handler runs. Failing the check answers the resource's 404, the same as
// an unknown id, so another organisation's ids cannot be told apart from ids that do not exist.
import type { Access, OrganisationResource, Schemas } from '@oncourse/openapi';
import type { Database, Executor } from '../../db/client.ts';
import type { OrganisationAccess } from '../../core/context.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { findDocumentOrganisation } from '../documents/index.ts';
import { requireMembership } from './membership.service.ts';

/** The resource's organisation; 'open' when it belongs to none and every signed-in user may read it. */
type Owner = { organisationId: number } | 'open' | undefined;

interface ResourceKind {
  owner: (db: Executor, id: number, query: Readonly<Record<string, unknown>>) => Promise<Owner>;
  notFoundMessage: string;
}

const kinds: Record<OrganisationResource, ResourceKind> = {
  document: {
    // `oncourse=true` names an OnCourse (provider) document, whose ids are their own.
    owner: async (db, id, query) => {
      if (query.oncourse === true) return 'open';
      const row = await findDocumentOrganisation(db, id);
      if (!row) return undefined;
      return row.oncourseDocument ? 'open' : { organisationId: row.organisationId };
    },
    notFoundMessage: 'Document not found',
  },
};

/** The kinds of resource x-organisation-of may name; the wiring refuses to start on any other. */
export const organisationResources = Object.keys(kinds) as OrganisationResource[];

/**
 * Checks the caller may perform the activity in the organisation that owns the resource: their
 * access there, or null for a resource open to every signed-in user. 404 NOT_FOUND on `field`
 * for an unknown id and for every refusal alike.
 */
export async function requireResourceAccess(
  db: Database,
  input: {
    userId: number;
    resource: OrganisationResource;
    id: number;
    field: string;
    query: Readonly<Record<string, unknown>>;
    activity: Schemas['Activity'];
    access: Access;
  },
): Promise<OrganisationAccess | null> {
  const kind = kinds[input.resource];
  const refused = () => notFound(kind.notFoundMessage, input.field);
  const owner = await kind.owner(db, input.id, input.query);
  if (owner === undefined) throw refused();
  if (owner === 'open') return null;
  try {
    return await requireMembership(db, { ...input, organisationId: owner.organisationId });
  } catch (error) {
    if (error instanceof AppError) throw refused();
    throw error;
  }
}
