import type { Schemas } from '@oncourse/openapi';
import type { PublicProfileRow } from './public-profile.repository.ts';

/** The settings in the contract's words; before the first save (no row yet) everything is off. */
export function presentPublicProfileSettings(
  row: PublicProfileRow | null,
  appUrl: string,
): Schemas['PublicProfileSettings'] {
  return {
    slug: row?.slug ?? null,
    url: row ? `${appUrl}/directory/${row.slug}` : null,
    show_footprint: row?.showFootprint ?? false,
    show_highlights: row?.showHighlights ?? false,
    show_in_process: row?.showInProcess ?? false,
    highlights: row?.highlights ?? {},
  };
}
