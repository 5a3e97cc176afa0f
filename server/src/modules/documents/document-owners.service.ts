// Which organisation a document belongs to, for the access checks the wiring runs before a
// handler (access/): they call these, never the documents repository, so the documents table has
// one owner.
export { findDocumentOrganisation, isOrganisationDocument } from './documents.repository.ts';
