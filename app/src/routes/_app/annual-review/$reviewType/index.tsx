import { createFileRoute } from '@tanstack/react-router';
import { reviewLoaders } from '../../../../reviews/lazy-loaders';
import { AnnualReviewScreen } from '../../../../reviews/AnnualReviewScreen';

export const Route = createFileRoute('/_app/annual-review/$reviewType/')({
  staticData: { titleKey: 'reviews.annual.title' },
  loader: async ({ context }) => (await reviewLoaders()).loadAnnualReview(context.services),
  component: function AnnualReview() {
    return <AnnualReviewScreen data={Route.useLoaderData()} reviewType={Route.useParams().reviewType} />;
  },
});
