import type { Schemas } from '@oncourse/openapi';
import { loadDashboardInsights, preloadDashboardInsights, type DashboardInsights } from '../insights';
import type { AppServices } from '../services';
import { ACTIVITY, hasActivities } from '../session/active-organisation';
import { activeOrganisationAtom } from '../session/atoms';
import { readerLanguage } from '../i18n/reader-language';

export type Tile = Schemas['Tile'];
export type PageContent = Schemas['PageContent'];

/** What the dashboard shows below the organisation card: its tiles and the highlights text. */
export interface DashboardData {
  tiles: Tile[];
  /**
   * The editable highlights block (page `dashboard`, or `tournament-dashboard` for a tournament,
   * position `highlights`); null when absent.
   */
  highlights: PageContent | null;
  /** The insights card's figures, still on their way; null without the reviews activity. */
  insights: DashboardInsights | null;
}

/**
 * The `/` route's loader: the tiles of the active organisation's type in the display language
 * (docs/shell.md#screens) and the highlights text. Either may be missing; the dashboard still shows.
 */
export async function loadDashboard(services: AppServices): Promise<DashboardData> {
  const { api, store } = services;
  const language = readerLanguage(services);
  const organisation = store.get(activeOrganisationAtom);
  // Not awaited: the card shows when they arrive, the rest of the dashboard does not wait.
  const insights =
    organisation && hasActivities(organisation, ACTIVITY.REVIEWS)
      ? loadDashboardInsights(api, organisation.id)
      : null;
  if (insights) preloadDashboardInsights();
  const [tiles, highlights] = await Promise.all([
    organisation
      ? api
          .GET('/api/tiles/languages/{lang}', {
            params: { path: { lang: language }, query: { orgId: organisation.id } },
          })
          .then(
            ({ data }) => data?.data ?? [],
            // The tiles are extras: the dashboard shows without them rather than fail as a whole.
            () => [],
          )
      : [],
    api
      .GET('/api/documents/content/{page}/position/{position}/languages/{lang}', {
        // A tournament's dashboard speaks of tournaments, not of facilities (docs/shell.md#screens).
        params: {
          path: {
            page: organisation?.type === 'TOURNAMENT' ? 'tournament-dashboard' : 'dashboard',
            position: 'highlights',
            lang: language,
          },
        },
      })
      .then(
        ({ data }) => data?.data ?? null,
        // The highlights are extras: the dashboard shows without them rather than fail as a whole.
        () => null,
      ),
  ]);
  return { tiles, highlights, insights };
}
