import { createFileRoute } from '@tanstack/react-router';
import { ComingLaterScreen } from '../../shell/ComingLaterScreen';

export const Route = createFileRoute('/_app/create-facility')({
  staticData: { titleKey: 'comingLater.createFacility.title' },
  component: () => <ComingLaterScreen feature="createFacility" />,
});
