import { preloadModule } from '@oncourse/renderers/preload';
import { loadTeamTab } from '../team';

/**
 * The facility profile's Facility details and Team tabs, loaded apart from the page that opens on
 * General information (docs/engineering.md#route-budgets). The route asks for them when navigation
 * starts, beside its own chunk, so the page never waits for them after its data.
 */
export const loadDetailsTab = () => import('./FacilityDetailsTab');
export { loadTeamTab };

export function preloadProfileTabs(): void {
  preloadModule(loadDetailsTab);
  preloadModule(loadTeamTab);
}
