import type { Schemas } from '@oncourse/openapi';
import type { OrganisationDocumentRow, ProviderDocumentRow } from './documents.repository.ts';

type Row = Pick<
  OrganisationDocumentRow,
  'id' | 'title' | 'blobFilename' | 'description' | 'location' | 'createdAt' | 'mimeType' | 'sizeBytes'
>;

function present(row: Row, oncourse: boolean): Schemas['Document'] {
  return {
    id: row.id,
    title: row.title,
    blob_filename: row.blobFilename,
    description: row.description,
    location: row.location as Schemas['DocumentLocation'],
    created_at: row.createdAt.toISOString(),
    oncourse_document: oncourse,
    content_type: row.mimeType,
    size: row.sizeBytes,
  };
}

export const presentOrganisationDocument = (row: OrganisationDocumentRow) =>
  present(row, row.oncourseDocument);

/** The provider's documents are OnCourse documents: read-only for everyone (docs/documents.md#behaviour). */
export const presentProviderDocument = (row: ProviderDocumentRow) => present(row, true);
