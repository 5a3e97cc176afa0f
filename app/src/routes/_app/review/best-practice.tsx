import { createFileRoute } from '@tanstack/react-router';
import { ComingLaterScreen } from '../../../shell/ComingLaterScreen';

// The menu links here already; the best-practice review pages arrive with their own issue.
export const Route = createFileRoute('/_app/review/best-practice')({
  staticData: { titleKey: 'comingLater.reviews.title' },
  component: () => <ComingLaterScreen feature="reviews" />,
});
