import { preloadSearchableSelect } from '@oncourse/renderers/preload';
import { createFileRoute } from '@tanstack/react-router';
import { CreateFacilityScreen } from '#app/organisations/CreateFacilityScreen.tsx';
import { loadCountries } from '#app/api/load-countries.ts';

export const Route = createFileRoute('/_app/create-facility')({
  staticData: { titleKey: 'createFacility.title' },
  // The country list's searchable select downloads beside the page's own code, not after its data.
  beforeLoad: preloadSearchableSelect,
  loader: async ({ context }) => {
    return { countries: await loadCountries(context.services) };
  },
  component: function CreateFacility() {
    return <CreateFacilityScreen countries={Route.useLoaderData().countries} />;
  },
});
