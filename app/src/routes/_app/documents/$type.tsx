import { createFileRoute } from '@tanstack/react-router';
import { ComingLaterScreen } from '../../../shell/ComingLaterScreen';

// The menu links here already; the document library pages arrive with their own issue.
export const Route = createFileRoute('/_app/documents/$type')({
  staticData: { titleKey: 'comingLater.documents.title' },
  component: () => <ComingLaterScreen feature="documents" />,
});
