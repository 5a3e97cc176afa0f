import { createFileRoute } from '@tanstack/react-router';
import { loadBanners } from '#app/programme/console/load-console.ts';
import { MaintenanceScreen } from '#app/programme/console/MaintenanceScreen.tsx';

export const Route = createFileRoute('/programme/maintenance')({
  staticData: { titleKey: 'console.maintenance.title' },
  loader: ({ context }) => loadBanners(context.services),
  component: Maintenance,
});

function Maintenance() {
  const { banners } = Route.useLoaderData();
  return <MaintenanceScreen banners={banners} />;
}
