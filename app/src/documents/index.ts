// The documents feature's surface for the other features (docs/engineering.md#feature-folders).
export { loadDocuments, type LibraryDocument } from './load-documents';
export { acceptedTypesText, uploadRefusal } from './document-errors';
export { locationGroups, type DocumentLocation, type LocationGroup } from './locations';
