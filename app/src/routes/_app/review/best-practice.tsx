import { createFileRoute } from '@tanstack/react-router';
import { requireActivity } from '../../../routing/guards';
import { ACTIVITY } from '../../../session/active-organisation';
import { reviewLoaders } from '../../../reviews/load-reviews-lazily';
import { BestPracticesScreen } from '../../../reviews/BestPracticesScreen';

export const Route = createFileRoute('/_app/review/best-practice')({
  staticData: { titleKey: 'reviews.bestPractices' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.REVIEWS),
  // Answers change with every save: a page opened again waits for them instead of showing old ones.
  gcTime: 0,
  loader: async ({ context }) => (await reviewLoaders()).loadBestPractices(context.services),
  component: function BestPractices() {
    return <BestPracticesScreen practices={Route.useLoaderData()} />;
  },
});
