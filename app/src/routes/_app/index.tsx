import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '#app/dashboard/DashboardScreen.tsx';
import { loadDashboard } from '#app/dashboard/load-dashboard.ts';

export const Route = createFileRoute('/_app/')({
  staticData: { titleKey: 'menu.dashboard' },
  loader: ({ context }) => loadDashboard(context.services),
  component: DashboardScreen,
});
