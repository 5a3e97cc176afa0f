import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../dashboard/DashboardScreen';

export const Route = createFileRoute('/_app/')({
  staticData: { titleKey: 'menu.dashboard' },
  component: DashboardScreen,
});
