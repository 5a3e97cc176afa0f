import { createFileRoute } from '@tanstack/react-router';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';
import { reviewLoaders } from '#app/reviews/load-reviews-lazily.ts';
import { ReviewLandingScreen } from '#app/reviews/ReviewLandingScreen.tsx';

export const Route = createFileRoute('/_app/review/$reviewType/')({
  staticData: { titleKey: 'reviews.bestPractices' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.REVIEWS),
  // Answers change with every save: a page opened again waits for them instead of showing old ones.
  gcTime: 0,
  loader: async ({ context, params }) =>
    (await reviewLoaders()).loadReviewLanding(context.services, params.reviewType),
  component: function ReviewLanding() {
    return <ReviewLandingScreen practice={Route.useLoaderData()} />;
  },
});
