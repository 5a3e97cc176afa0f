import { createFileRoute, redirect } from '@tanstack/react-router';
import { ReadinessScreen } from '../../../insights/ReadinessScreen';
import { requireActivity } from '../../../routing/guards';
import { ACTIVITY } from '../../../session/active-organisation';
import { activeOrganisationAtom } from '../../../session/atoms';
import { RouteError } from '../../../shell/RouteError';

export const Route = createFileRoute('/_app/insights/readiness')({
  staticData: { titleKey: 'insights.readinessTitle' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.REVIEWS),
  // Readiness changes with every save: opening the page again waits for fresh figures.
  gcTime: 0,
  loader: async ({ context }) => {
    const organisation = context.services.store.get(activeOrganisationAtom);
    if (!organisation) throw redirect({ to: '/' });
    const { loadReadiness } = await import('../../../insights/insights-api');
    return loadReadiness(context.services.api, organisation.id);
  },
  errorComponent: RouteError,
  component: function Readiness() {
    return <ReadinessScreen readiness={Route.useLoaderData()} />;
  },
});
