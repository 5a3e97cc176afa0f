// The team feature's surface for the other features (docs/engineering.md#feature-folders).

/** The team tab of an organisation's profile, in its own chunk (docs/engineering.md#route-budgets). */
export const loadTeamTab = () => import('./TeamTab');
