import { createFileRoute } from '@tanstack/react-router';
import { ComingLaterScreen } from '../../../shell/ComingLaterScreen';

// The menu links here already; the facility profile pages arrive with their own issue.
export const Route = createFileRoute('/_app/profile/$type')({
  staticData: { titleKey: 'comingLater.facilityProfile.title' },
  component: () => <ComingLaterScreen feature="facilityProfile" />,
});
