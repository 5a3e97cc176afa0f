import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../dashboard/DashboardScreen';

export const Route = createFileRoute('/_app/')({
  staticData: { titleKey: 'menu.dashboard' },
  loader: ({ context }) =>
    import('../../dashboard/load-dashboard').then((module) => module.loadDashboard(context.services)),
  component: DashboardScreen,
});
