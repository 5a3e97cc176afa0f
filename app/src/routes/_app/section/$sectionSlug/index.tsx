import { createFileRoute } from '@tanstack/react-router';
import { SectionScreen } from '#app/improve/SectionScreen.tsx';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';

export const Route = createFileRoute('/_app/section/$sectionSlug/')({
  staticData: { titleKey: 'menu.improve' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.IMPROVE),
  loader: ({ context, params }) =>
    import('#app/improve/load-section.ts').then((module) =>
      module.loadSectionPage(context.services, params.sectionSlug),
    ),
  component: SectionScreen,
});
