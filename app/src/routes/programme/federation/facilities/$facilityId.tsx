import { createFileRoute, notFound } from '@tanstack/react-router';
import { FederationFacilityScreen } from '#app/programme/federations/FederationFacilityScreen.tsx';
import { loadFederationFacility } from '#app/programme/federations/load-federations.ts';

export const Route = createFileRoute('/programme/federation/facilities/$facilityId')({
  staticData: { titleKey: 'programme.federation.facilitiesTitle' },
  loader: ({ context, params }) => {
    const facilityId = Number(params.facilityId);
    if (!Number.isInteger(facilityId) || facilityId < 1) throw notFound();
    return loadFederationFacility(context.services, facilityId);
  },
  component: FederationFacility,
});

function FederationFacility() {
  return <FederationFacilityScreen detail={Route.useLoaderData()} />;
}
