import { preloadModule } from '@oncourse/renderers/preload';
import { loadTeamTab } from '../team';

/**
 * The facility profile's Facility details and Team tabs, loaded apart from the page that opens on
 * General information (docs/engineering.md#route-budgets). The page asks for them once it has drawn
 * and the browser is idle, so they never queue in front of the page's own reads.
 */
export const loadDetailsTab = () => import('./FacilityDetailsTab');
export { loadTeamTab };

export function preloadProfileTabs(): void {
  preloadModule(loadDetailsTab);
  preloadModule(loadTeamTab);
}
