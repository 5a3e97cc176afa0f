import { createFileRoute } from '@tanstack/react-router';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';
import { reviewLoaders } from '#app/reviews/load-reviews-lazily.ts';
import { SummaryScreen } from '#app/reviews/SummaryScreen.tsx';

export const Route = createFileRoute('/_app/review/$reviewType/summary')({
  staticData: { titleKey: 'reviews.summary.title' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.REVIEWS),
  // Answers change with every save: a page opened again waits for them instead of showing old ones.
  gcTime: 0,
  loader: async ({ context }) => (await reviewLoaders()).loadSummary(context.services),
  component: function Summary() {
    return <SummaryScreen categories={Route.useLoaderData()} reviewType={Route.useParams().reviewType} />;
  },
});
