import { createFileRoute } from '@tanstack/react-router';
import { ComingLaterScreen } from '../../shell/ComingLaterScreen';

export const Route = createFileRoute('/_app/join-facility')({
  component: () => <ComingLaterScreen feature="joinFacility" />,
});
