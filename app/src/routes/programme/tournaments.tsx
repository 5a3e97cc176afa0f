import { createFileRoute } from '@tanstack/react-router';
import { loadTournaments } from '#app/programme/console/load-console.ts';
import { TournamentsScreen } from '#app/programme/console/TournamentsScreen.tsx';

export const Route = createFileRoute('/programme/tournaments')({
  staticData: { titleKey: 'console.tournaments.title' },
  loader: ({ context }) => loadTournaments(context.services),
  component: Tournaments,
});

function Tournaments() {
  const { countries, made } = Route.useLoaderData();
  return <TournamentsScreen countries={countries} made={made} />;
}
