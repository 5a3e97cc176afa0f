import { createFileRoute } from '@tanstack/react-router';
import { SupportPlanningScreen } from '#app/improve/SupportPlanningScreen.tsx';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';
import { loadSupportPlanning } from '#app/improve/load-section.ts';

export const Route = createFileRoute('/_app/section/$sectionSlug/support-planning')({
  staticData: { titleKey: 'improve.supportPlanning.title' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.IMPROVE),
  loader: ({ context, params }) => loadSupportPlanning(context.services, params.sectionSlug),
  component: function SupportPlanning() {
    return <SupportPlanningScreen data={Route.useLoaderData()} />;
  },
});
