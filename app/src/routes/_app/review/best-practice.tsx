import { createFileRoute } from '@tanstack/react-router';
import { BestPracticesScreen } from '../../../reviews/BestPracticesScreen';

// Loaders import the reviews code on demand, so none of it joins the sign-in page's bundle.
export const Route = createFileRoute('/_app/review/best-practice')({
  staticData: { titleKey: 'reviews.bestPractices' },
  loader: async ({ context }) =>
    (await import('../../../reviews/loaders')).loadBestPractices(context.services),
  component: function BestPractices() {
    return <BestPracticesScreen practices={Route.useLoaderData()} />;
  },
});
