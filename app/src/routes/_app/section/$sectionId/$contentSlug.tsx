import { createFileRoute } from '@tanstack/react-router';
import { ContentScreen } from '../../../../improve/ContentScreen';
import { requireActivity } from '../../../../routing/guards';
import { ACTIVITY } from '../../../../session/active-organisation';

export const Route = createFileRoute('/_app/section/$sectionId/$contentSlug')({
  staticData: { titleKey: 'menu.improve' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.IMPROVE),
  loader: ({ context, params }) =>
    import('../../../../improve/load-section').then((module) =>
      module.loadContentPage(context.services, params.sectionId, params.contentSlug),
    ),
  component: ContentScreen,
});
