import type { Schemas } from '@oncourse/openapi';
import type { AppServices } from '../services';
import { need } from '../api/need';
import { requireActiveOrganisation } from '../routing/guards';
import type { ActiveOrganisation } from '../session/types';
import { locationOfSlug, type DocumentLocation } from './locations';

export type LibraryDocument = Schemas['Document'];

export interface DocumentsData {
  organisation: ActiveOrganisation;
  documents: LibraryDocument[];
}

export interface SectionDocumentsData extends DocumentsData {
  location: DocumentLocation;
}

/** Thrown for a section the organisation type does not have; the route shows not-found. */
export class UnknownSectionError extends Error {}

function fetchDocuments(services: AppServices, id: number, location?: DocumentLocation) {
  return need(
    services.api.GET('/api/organisation/{id}/documents', {
      params: { path: { id }, query: location ? { location } : {} },
    }),
  );
}

/** /documents/{organisationType}: the organisation's documents and the OnCourse documents for its type. */
export async function loadDocuments(services: AppServices): Promise<DocumentsData> {
  const organisation = requireActiveOrganisation(services);
  return { organisation, documents: await fetchDocuments(services, organisation.id) };
}

/** /documents/{organisationType}/your/{locationSlug}: the organisation's own documents filed at one location. */
export async function loadSectionDocuments(
  services: AppServices,
  slug: string,
): Promise<SectionDocumentsData> {
  const organisation = requireActiveOrganisation(services);
  const location = locationOfSlug(slug, organisation.type);
  if (!location) throw new UnknownSectionError(slug);
  const documents = await fetchDocuments(services, organisation.id, location);
  return { organisation, location, documents: documents.filter((document) => !document.oncourse_document) };
}
