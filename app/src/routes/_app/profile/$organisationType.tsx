import { preloadSearchableSelect } from '@oncourse/renderers/preload';
import { createFileRoute } from '@tanstack/react-router';
import { FacilityProfileScreen } from '#app/facility-profile/FacilityProfileScreen.tsx';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';
import { loadFacilityProfile } from '#app/facility-profile/load-facility-profile.ts';

export const Route = createFileRoute('/_app/profile/$organisationType')({
  staticData: { titleKey: 'menu.facilityProfile' },
  beforeLoad: ({ context }) => {
    requireActivity(context.services, ACTIVITY.FACILITY_PROFILE);
    // The country's searchable select downloads beside the page's own code, not after its data.
    preloadSearchableSelect();
  },
  // A saved profile, a new member or a new owner must show at once when the page opens again.
  gcTime: 0,
  // The loader is split into a chunk of its own (vite.config.ts), so the sign-in page does not carry
  // the profile's code; its imports are static so they download with that chunk, not after it.
  // The other tabs' code downloads once the page shows (FacilityProfileScreen): the page opens on
  // General information, and its ten reads have the browser's connections to themselves.
  loader: ({ context }) => loadFacilityProfile(context.services),
  component: function FacilityProfile() {
    const data = Route.useLoaderData();
    return <FacilityProfileScreen key={data.organisation.id} data={data} />;
  },
});
