import { createFileRoute } from '@tanstack/react-router';
import { reviewLoaders } from '../../../../reviews/lazy-loaders';
import { ReviewLandingScreen } from '../../../../reviews/ReviewLandingScreen';

export const Route = createFileRoute('/_app/review/$reviewType/')({
  staticData: { titleKey: 'reviews.bestPractices' },
  loader: async ({ context, params }) =>
    (await reviewLoaders()).loadReviewLanding(context.services, params.reviewType),
  component: function ReviewLanding() {
    return <ReviewLandingScreen practice={Route.useLoaderData()} />;
  },
});
