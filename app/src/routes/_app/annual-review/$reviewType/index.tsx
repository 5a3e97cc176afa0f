import { createFileRoute } from '@tanstack/react-router';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';
import { reviewLoaders } from '#app/reviews/load-reviews-lazily.ts';
import { AnnualReviewScreen } from '#app/reviews/AnnualReviewScreen.tsx';

export const Route = createFileRoute('/_app/annual-review/$reviewType/')({
  staticData: { titleKey: 'reviews.annual.title' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.REVIEWS),
  // Answers change with every save: a page opened again waits for them instead of showing old ones.
  gcTime: 0,
  loader: async ({ context }) => (await reviewLoaders()).loadAnnualReview(context.services),
  component: function AnnualReview() {
    return <AnnualReviewScreen data={Route.useLoaderData()} reviewType={Route.useParams().reviewType} />;
  },
});
