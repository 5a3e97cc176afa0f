import { createFileRoute } from '@tanstack/react-router';
import { loadSupportPlanning } from '../../../../improve/load-section';
import { SupportPlanningScreen } from '../../../../improve/SupportPlanningScreen';
import { requireActivity } from '../../../../routing/guards';
import { ACTIVITY } from '../../../../session/active-organisation';
import { RouteError } from '../../../../shell/RouteError';

export const Route = createFileRoute('/_app/section/$sectionId/support-planning')({
  staticData: { titleKey: 'improve.supportPlanning.title' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.IMPROVE),
  loader: ({ context, params }) => loadSupportPlanning(context.services, params.sectionId),
  errorComponent: RouteError,
  component: SupportPlanningScreen,
});
