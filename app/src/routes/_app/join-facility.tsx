import { createFileRoute } from '@tanstack/react-router';
import { ComingLaterScreen } from '../../screens/app/ComingLaterScreen';

export const Route = createFileRoute('/_app/join-facility')({
  component: () => <ComingLaterScreen feature="joinFacility" />,
});
