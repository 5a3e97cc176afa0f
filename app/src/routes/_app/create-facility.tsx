import { createFileRoute } from '@tanstack/react-router';
import { CreateFacilityScreen } from '#app/organisations/CreateFacilityScreen.tsx';

export const Route = createFileRoute('/_app/create-facility')({
  staticData: { titleKey: 'createFacility.title' },
  loader: async ({ context }) => {
    const { loadCountries } = await import('#app/organisations/load-countries.ts');
    return { countries: await loadCountries(context.services) };
  },
  component: CreateFacilityScreen,
});
