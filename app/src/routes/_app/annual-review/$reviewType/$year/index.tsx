import { createFileRoute } from '@tanstack/react-router';
import { AnnualYearScreen } from '../../../../../reviews/AnnualYearScreen';

export const Route = createFileRoute('/_app/annual-review/$reviewType/$year/')({
  staticData: { titleKey: 'reviews.annual.title' },
  loader: async ({ context, params }) => {
    const { loadAnnualYear, parseYear } = await import('../../../../../reviews/loaders');
    return loadAnnualYear(context.services, parseYear(params.year));
  },
  component: function AnnualYear() {
    return <AnnualYearScreen data={Route.useLoaderData()} reviewType={Route.useParams().reviewType} />;
  },
});
