import { createFileRoute } from '@tanstack/react-router';
import { ComingLaterScreen } from '../../shell/ComingLaterScreen';

export const Route = createFileRoute('/_app/join-facility')({
  staticData: { titleKey: 'comingLater.joinFacility.title' },
  component: () => <ComingLaterScreen feature="joinFacility" />,
});
