import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../dashboard/DashboardScreen';
import { loadDashboard } from '../../dashboard/load-dashboard';

export const Route = createFileRoute('/_app/')({
  staticData: { titleKey: 'menu.dashboard' },
  loader: ({ context }) => loadDashboard(context.services),
  component: DashboardScreen,
});
