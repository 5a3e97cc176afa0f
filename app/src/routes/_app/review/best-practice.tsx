import { createFileRoute } from '@tanstack/react-router';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';
import { reviewLoaders } from '#app/reviews/load-reviews-lazily.ts';
import { BestPracticesScreen } from '#app/reviews/BestPracticesScreen.tsx';

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
