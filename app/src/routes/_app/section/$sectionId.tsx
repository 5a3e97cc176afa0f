import { createFileRoute } from '@tanstack/react-router';
import { ComingLaterScreen } from '../../../shell/ComingLaterScreen';

// The menu links here already; the improve content pages arrive with their own issue.
export const Route = createFileRoute('/_app/section/$sectionId')({
  staticData: { titleKey: 'comingLater.improve.title' },
  component: () => <ComingLaterScreen feature="improve" />,
});
