import { createFileRoute } from '@tanstack/react-router';
import { ReadinessScreen } from '#app/insights/ReadinessScreen.tsx';
import { requireActiveOrganisation, requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';
import { loadReadiness } from '#app/insights/load-insights.ts';

export const Route = createFileRoute('/_app/insights/readiness')({
  staticData: { titleKey: 'insights.readinessTitle' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.REVIEWS),
  // Readiness changes with every save: opening the page again waits for fresh figures.
  gcTime: 0,
  loader: async ({ context }) => {
    const organisation = requireActiveOrganisation(context.services);
    return loadReadiness(context.services.api, organisation.id);
  },
  component: function Readiness() {
    return <ReadinessScreen readiness={Route.useLoaderData()} />;
  },
});
