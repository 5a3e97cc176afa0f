import type { Schemas } from '@oncourse/openapi';
import type { StaffProviderDocumentRow } from '../documents/index.ts';

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** A programme document as the console shows it (docs/programme-console.md#documents). */
export const presentProgrammeDocument = (row: StaffProviderDocumentRow): Schemas['ProgrammeDocument'] => ({
  id: row.id,
  title: row.title,
  description: row.description,
  location: row.location as Schemas['DocumentLocation'],
  organisationType: row.organisationType,
  countryId: row.countryId,
  language: row.language,
  filename: row.filename,
  contentType: row.mimeType,
  size: row.sizeBytes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: iso(row.updatedAt),
  retiredAt: iso(row.retiredAt),
});
