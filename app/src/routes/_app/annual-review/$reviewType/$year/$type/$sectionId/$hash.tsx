import { createFileRoute } from '@tanstack/react-router';
import { requireActivity } from '../../../../../../../routing/guards';
import { ACTIVITY } from '../../../../../../../session/active-organisation';
import { reviewLoaders } from '../../../../../../../reviews/load-reviews-lazily';
import { AnnualSectionPage } from '../../../../../../../reviews/SectionPages';

export const Route = createFileRoute('/_app/annual-review/$reviewType/$year/$type/$sectionId/$hash')({
  staticData: { titleKey: 'reviews.annual.title' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.REVIEWS),
  // Answers change with every save: a page opened again waits for them instead of showing old ones.
  gcTime: 0,
  loader: async ({ context, params }) =>
    (await reviewLoaders()).loadAnnualSection(context.services, params.year, params.sectionId),
  component: function AnnualSection() {
    const { reviewType, hash } = Route.useParams();
    return <AnnualSectionPage data={Route.useLoaderData()} reviewType={reviewType} hash={hash} />;
  },
});
