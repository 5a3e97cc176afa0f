import { createFileRoute } from '@tanstack/react-router';
import { SupportPlanningScreen } from '../../../../improve/SupportPlanningScreen';
import { requireActivity } from '../../../../routing/guards';
import { ACTIVITY } from '../../../../session/active-organisation';
import { loadSupportPlanning } from '../../../../improve/load-section';

export const Route = createFileRoute('/_app/section/$sectionId/support-planning')({
  staticData: { titleKey: 'improve.supportPlanning.title' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.IMPROVE),
  loader: ({ context, params }) => loadSupportPlanning(context.services, params.sectionId),
  component: SupportPlanningScreen,
});
