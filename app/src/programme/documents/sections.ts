import { locationGroups, type DocumentLocation, type LocationGroup } from '../../documents';
import type { ProgrammeDocument } from './load-programme-documents';

export type Audience = 'FACILITY' | 'TOURNAMENT';

/** One kind of organisation's library as clubs see it: its location groups, each location's documents. */
export interface LibrarySection {
  audience: Audience;
  groups: { group: string; locations: { location: DocumentLocation; documents: ProgrammeDocument[] }[] }[];
}

const reaches = (document: ProgrammeDocument, audience: Audience) =>
  document.organisationType === null || document.organisationType === audience;

/**
 * The current documents laid out as the fixtures and the clubs' libraries organise them
 * (docs/programme-console.md#documents): by organisation type, then location group, then location.
 * A document for both kinds shows in each.
 */
export function librarySections(documents: readonly ProgrammeDocument[]): LibrarySection[] {
  const current = documents.filter((document) => document.retiredAt === null);
  return (['FACILITY', 'TOURNAMENT'] as const).map((audience) => ({
    audience,
    groups: locationGroups(audience).map((group: LocationGroup) => ({
      group: group.group,
      locations: group.locations.map((location) => ({
        location,
        documents: current.filter(
          (document) => document.location === location && reaches(document, audience),
        ),
      })),
    })),
  }));
}

/** The locations a document for the audience may be filed at (both kinds: any either files at). */
export function locationsFor(audience: Audience | ''): DocumentLocation[] {
  const types: Audience[] = audience === '' ? ['FACILITY', 'TOURNAMENT'] : [audience];
  const all = types.flatMap((type) => locationGroups(type).flatMap((group) => group.locations));
  return [...new Set(all)];
}
