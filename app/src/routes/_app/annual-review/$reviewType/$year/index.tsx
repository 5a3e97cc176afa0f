import { createFileRoute } from '@tanstack/react-router';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';
import { reviewLoaders } from '#app/reviews/load-reviews-lazily.ts';
import { AnnualYearScreen } from '#app/reviews/AnnualYearScreen.tsx';

export const Route = createFileRoute('/_app/annual-review/$reviewType/$year/')({
  staticData: { titleKey: 'reviews.annual.title' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.REVIEWS),
  // Answers change with every save: a page opened again waits for them instead of showing old ones.
  gcTime: 0,
  loader: async ({ context, params }) =>
    (await reviewLoaders()).loadAnnualYear(context.services, params.year),
  component: function AnnualYear() {
    return <AnnualYearScreen data={Route.useLoaderData()} reviewType={Route.useParams().reviewType} />;
  },
});
