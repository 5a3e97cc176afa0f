import { createFileRoute } from '@tanstack/react-router';
import { FederationsScreen } from '#app/programme/federations/FederationsScreen.tsx';
import { loadFederations } from '#app/programme/federations/load-federations.ts';

export const Route = createFileRoute('/programme/federations')({
  staticData: { titleKey: 'programme.federations.title' },
  loader: ({ context }) => loadFederations(context.services),
  component: Federations,
});

function Federations() {
  const { federations, invitations } = Route.useLoaderData();
  return <FederationsScreen federations={federations} invitations={invitations} />;
}
