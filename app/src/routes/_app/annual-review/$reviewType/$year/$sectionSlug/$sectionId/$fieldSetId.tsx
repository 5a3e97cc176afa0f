import { preloadDropdownList } from '@oncourse/renderers/preload';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';
import { reviewLoaders } from '#app/reviews/load-reviews-lazily.ts';
import { AnnualSectionPage } from '#app/reviews/SectionPages.tsx';

export const Route = createFileRoute(
  '/_app/annual-review/$reviewType/$year/$sectionSlug/$sectionId/$fieldSetId',
)({
  staticData: { titleKey: 'reviews.annual.title' },
  beforeLoad: ({ context }) => {
    requireActivity(context.services, ACTIVITY.REVIEWS);
    // The dropdown's code downloads beside the page's own, not after its data.
    preloadDropdownList();
  },
  // Answers change with every save: a page opened again waits for them instead of showing old ones.
  gcTime: 0,
  loader: async ({ context, params }) =>
    (await reviewLoaders()).loadAnnualSection(context.services, params.year, params.sectionId),
  component: function AnnualSection() {
    const { reviewType, fieldSetId } = Route.useParams();
    const hash = useLocation({ select: (location) => location.hash });
    return (
      <AnnualSectionPage
        data={Route.useLoaderData()}
        reviewType={reviewType}
        fieldSetId={fieldSetId}
        hash={hash}
      />
    );
  },
});
