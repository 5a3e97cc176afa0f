import { createFileRoute, notFound } from '@tanstack/react-router';
import { ReviewLandingScreen } from '../../../../reviews/ReviewLandingScreen';

export const Route = createFileRoute('/_app/review/$reviewType/')({
  staticData: { titleKey: 'reviews.bestPractices' },
  loader: async ({ context, params }) => {
    const { loadBestPractices } = await import('../../../../reviews/loaders');
    const practice = (await loadBestPractices(context.services)).find(
      (candidate) => candidate.reviewType === params.reviewType || candidate.slug === params.reviewType,
    );
    if (!practice) throw notFound();
    return practice;
  },
  component: function ReviewLanding() {
    return <ReviewLandingScreen practice={Route.useLoaderData()} />;
  },
});
