import { createFileRoute } from '@tanstack/react-router';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';
import { reviewLoaders } from '#app/reviews/load-reviews-lazily.ts';
import { AnnualYearScreen } from '#app/reviews/AnnualYearScreen.tsx';
import { preloadAnnualInsights } from '#app/insights/index.tsx';

export const Route = createFileRoute('/_app/annual-review/$reviewType/$year/')({
  staticData: { titleKey: 'reviews.annual.title' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.REVIEWS),
  // Answers change with every save: a page opened again waits for them instead of showing old ones.
  gcTime: 0,
  // Its insights are drawn with the year's answers: asked for beside them, not after.
  loader: async ({ context, params }) => {
    preloadAnnualInsights();
    return (await reviewLoaders()).loadAnnualYear(context.services, params.year);
  },
  component: function AnnualYear() {
    return <AnnualYearScreen data={Route.useLoaderData()} reviewType={Route.useParams().reviewType} />;
  },
});
