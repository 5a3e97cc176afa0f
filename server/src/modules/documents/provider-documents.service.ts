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
export { asDownload, requireDocumentType, requireFileWithinLimit, storedName } from './documents.service.ts';
