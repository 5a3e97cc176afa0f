import { createFileRoute } from '@tanstack/react-router';
import { SectionScreen } from '#app/improve/SectionScreen.tsx';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';
import { loadSectionPage } from '#app/improve/load-section.ts';

export const Route = createFileRoute('/_app/section/$sectionSlug/')({
  staticData: { titleKey: 'menu.improve' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.IMPROVE),
  loader: ({ context, params }) => loadSectionPage(context.services, params.sectionSlug),
  component: function Section() {
    return <SectionScreen data={Route.useLoaderData()} />;
  },
});
