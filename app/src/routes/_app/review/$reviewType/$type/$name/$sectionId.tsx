import { createFileRoute, useLocation } from '@tanstack/react-router';
import { requireActivity } from '../../../../../../routing/guards';
import { ACTIVITY } from '../../../../../../session/active-organisation';
import { reviewLoaders } from '../../../../../../reviews/load-reviews-lazily';
import { BestPracticeSectionPage } from '../../../../../../reviews/SectionPages';

// Also /review/best-practice/{practiceSlug}/{sectionSlug}/{sectionId}: the same page (docs/reviews.md#screens).
export const Route = createFileRoute('/_app/review/$reviewType/$type/$name/$sectionId')({
  staticData: { titleKey: 'reviews.bestPractices' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.REVIEWS),
  // Answers change with every save: a page opened again waits for them instead of showing old ones.
  gcTime: 0,
  loader: async ({ context, params }) =>
    (await reviewLoaders()).loadBestPracticeSection(context.services, params.type, params.sectionId),
  component: function BestPracticeSection() {
    const data = Route.useLoaderData();
    const { reviewType } = Route.useParams();
    const hash = useLocation({ select: (location) => location.hash });
    return <BestPracticeSectionPage data={data} reviewType={reviewType} hash={hash} />;
  },
});
