import { createFileRoute } from '@tanstack/react-router';
import { requireActivity } from '../../../../routing/guards';
import { ACTIVITY } from '../../../../session/active-organisation';
import { reviewLoaders } from '../../../../reviews/load-reviews-lazily';
import { ReviewLandingScreen } from '../../../../reviews/ReviewLandingScreen';

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
