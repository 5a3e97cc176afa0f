import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '#app/dashboard/DashboardScreen.tsx';
import { loadDashboard } from '#app/dashboard/load-dashboard.ts';
import { redirectProgrammeOnlyPerson } from '#app/programme/roles.ts';

export const Route = createFileRoute('/_app/')({
  staticData: { titleKey: 'menu.dashboard' },
  beforeLoad: ({ context }) => redirectProgrammeOnlyPerson(context.services),
  loader: ({ context }) => loadDashboard(context.services),
  component: function Dashboard() {
    return <DashboardScreen data={Route.useLoaderData()} />;
  },
});
