// The module's surface for other modules (docs/engineering.md#server-layers).

// Which organisation a document belongs to, for the access checks the wiring runs before a
// handler (access/): they call these, never the documents repository, so the documents table has
// one owner.
export { findDocumentOrganisation, isOrganisationDocument } from './documents.repository.ts';

// The programme's documents as staff manage them (docs/programme-console.md#documents): the console
// calls these, never the documents repository, so provider_documents keeps one owner.
export {
  findAnyProviderDocument,
  findAnyProviderDocumentFile,
  insertProviderDocument,
  listAllProviderDocuments,
  updateProviderDocument,
  type StaffProviderDocumentRow,
} from './documents.repository.ts';
export { isDocumentLocation } from './document-locations.ts';
export { asDownload, requireDocumentType, requireFileWithinLimit, storedName } from './document-files.ts';
