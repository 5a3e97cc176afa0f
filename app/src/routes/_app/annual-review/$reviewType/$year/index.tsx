import { createFileRoute } from '@tanstack/react-router';
import { requireActivity } from '../../../../../routing/guards';
import { ACTIVITY } from '../../../../../session/active-organisation';
import { reviewLoaders } from '../../../../../reviews/load-reviews-lazily';
import { AnnualYearScreen } from '../../../../../reviews/AnnualYearScreen';

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
