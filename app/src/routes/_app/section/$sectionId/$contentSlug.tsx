import { createFileRoute } from '@tanstack/react-router';
import { ContentScreen } from '../../../../improve/ContentScreen';
import { requireActivity } from '../../../../routing/guards';
import { ACTIVITY } from '../../../../session/active-organisation';
import { loadContentPage } from '../../../../improve/load-section';

export const Route = createFileRoute('/_app/section/$sectionId/$contentSlug')({
  staticData: { titleKey: 'menu.improve' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.IMPROVE),
  loader: ({ context, params }) => loadContentPage(context.services, params.sectionId, params.contentSlug),
  component: ContentScreen,
});
