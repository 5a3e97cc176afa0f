import { preloadSearchableSelect } from '@oncourse/renderers/preload';
import { createFileRoute } from '@tanstack/react-router';
import { JoinFacilityScreen } from '#app/organisations/JoinFacilityScreen.tsx';
import { loadCountries } from '#app/api/load-countries.ts';

export const Route = createFileRoute('/_app/join-facility')({
  staticData: { titleKey: 'joinFacility.title' },
  // The country list's searchable select downloads beside the page's own code, not after its data.
  beforeLoad: preloadSearchableSelect,
  loader: async ({ context }) => {
    return { countries: await loadCountries(context.services) };
  },
  component: function JoinFacility() {
    return <JoinFacilityScreen countries={Route.useLoaderData().countries} />;
  },
});
