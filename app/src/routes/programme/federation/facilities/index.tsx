import { createFileRoute } from '@tanstack/react-router';
import { FederationFacilitiesScreen } from '#app/programme/federations/FederationFacilitiesScreen.tsx';
import { loadFederationFacilities } from '#app/programme/federations/load-federations.ts';

export const Route = createFileRoute('/programme/federation/facilities/')({
  staticData: { titleKey: 'programme.federation.facilitiesTitle' },
  loader: ({ context }) => loadFederationFacilities(context.services),
  component: FederationFacilities,
});

function FederationFacilities() {
  return <FederationFacilitiesScreen facilities={Route.useLoaderData()} />;
}
