import { createFileRoute } from '@tanstack/react-router';
import { ContentScreen } from '#app/improve/ContentScreen.tsx';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';
import { loadContentPage } from '#app/improve/load-section.ts';

export const Route = createFileRoute('/_app/section/$sectionSlug/$contentSlug')({
  staticData: { titleKey: 'menu.improve' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.IMPROVE),
  loader: ({ context, params }) => loadContentPage(context.services, params.sectionSlug, params.contentSlug),
  component: function Content() {
    return <ContentScreen data={Route.useLoaderData()} />;
  },
});
