import { createFileRoute } from '@tanstack/react-router';
import { ComingLaterScreen } from '../../../shell/ComingLaterScreen';

// The menu links here already; the annual data pages arrive with their own issue.
export const Route = createFileRoute('/_app/annual-review/$reviewType')({
  staticData: { titleKey: 'comingLater.annualData.title' },
  component: () => <ComingLaterScreen feature="annualData" />,
});
