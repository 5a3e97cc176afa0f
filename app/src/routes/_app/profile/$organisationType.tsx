import { createFileRoute } from '@tanstack/react-router';
import { FacilityProfileScreen } from '#app/facility-profile/FacilityProfileScreen.tsx';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';

export const Route = createFileRoute('/_app/profile/$organisationType')({
  staticData: { titleKey: 'menu.facilityProfile' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.FACILITY_PROFILE),
  // A saved profile, a new member or a new owner must show at once when the page opens again.
  gcTime: 0,
  // Imported when first needed, so the sign-in page does not carry the profile's code.
  loader: ({ context }) =>
    import('#app/facility-profile/load-facility-profile.ts').then((module) =>
      module.loadFacilityProfile(context.services),
    ),
  component: function FacilityProfile() {
    const data = Route.useLoaderData();
    return <FacilityProfileScreen key={data.organisation.id} data={data} />;
  },
});
