import { createFileRoute } from '@tanstack/react-router';
import { reviewLoaders } from '../../../../../reviews/lazy-loaders';
import { AnnualYearScreen } from '../../../../../reviews/AnnualYearScreen';

export const Route = createFileRoute('/_app/annual-review/$reviewType/$year/')({
  staticData: { titleKey: 'reviews.annual.title' },
  loader: async ({ context, params }) =>
    (await reviewLoaders()).loadAnnualYear(context.services, params.year),
  component: function AnnualYear() {
    return <AnnualYearScreen data={Route.useLoaderData()} reviewType={Route.useParams().reviewType} />;
  },
});
