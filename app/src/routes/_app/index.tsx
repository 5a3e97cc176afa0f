import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '#app/dashboard/DashboardScreen.tsx';

export const Route = createFileRoute('/_app/')({
  staticData: { titleKey: 'menu.dashboard' },
  loader: ({ context }) =>
    import('#app/dashboard/load-dashboard.ts').then((module) => module.loadDashboard(context.services)),
  component: DashboardScreen,
});
