import { createFileRoute } from '@tanstack/react-router';
import { requireActivity } from '../../../../routing/guards';
import { ACTIVITY } from '../../../../session/active-organisation';
import { reviewLoaders } from '../../../../reviews/load-reviews-lazily';
import { SummaryScreen } from '../../../../reviews/SummaryScreen';

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
