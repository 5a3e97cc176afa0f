import { preloadDropdownList } from '@oncourse/renderers/preload';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';
import { reviewLoaders } from '#app/reviews/load-reviews-lazily.ts';
import { BestPracticeSectionPage } from '#app/reviews/SectionPages.tsx';

// Also /review/best-practice/{practiceSlug}/{sectionSlug}/{sectionId}: the same page (docs/reviews.md#screens).
export const Route = createFileRoute('/_app/review/$reviewType/$practiceSlug/$sectionSlug/$sectionId')({
  staticData: { titleKey: 'reviews.bestPractices' },
  beforeLoad: ({ context }) => {
    requireActivity(context.services, ACTIVITY.REVIEWS);
    // The dropdown's code downloads beside the page's own, not after its data.
    preloadDropdownList();
  },
  // Answers change with every save: a page opened again waits for them instead of showing old ones.
  gcTime: 0,
  loader: async ({ context, params }) =>
    (await reviewLoaders()).loadBestPracticeSection(context.services, params.practiceSlug, params.sectionId),
  component: function BestPracticeSection() {
    const data = Route.useLoaderData();
    const { reviewType } = Route.useParams();
    const hash = useLocation({ select: (location) => location.hash });
    return <BestPracticeSectionPage data={data} reviewType={reviewType} hash={hash} />;
  },
});
