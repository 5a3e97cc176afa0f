import { createFileRoute } from '@tanstack/react-router';
import { SectionScreen } from '../../../../improve/SectionScreen';
import { requireActivity } from '../../../../routing/guards';
import { ACTIVITY } from '../../../../session/active-organisation';
import { loadSectionPage } from '../../../../improve/load-section';

export const Route = createFileRoute('/_app/section/$sectionId/')({
  staticData: { titleKey: 'menu.improve' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.IMPROVE),
  loader: ({ context, params }) => loadSectionPage(context.services, params.sectionId),
  component: SectionScreen,
});
