import { createFileRoute } from '@tanstack/react-router';
import { JoinFacilityScreen } from '#app/organisations/JoinFacilityScreen.tsx';

export const Route = createFileRoute('/_app/join-facility')({
  staticData: { titleKey: 'joinFacility.title' },
  loader: async ({ context }) => {
    const { loadCountries } = await import('#app/organisations/load-countries.ts');
    return { countries: await loadCountries(context.services) };
  },
  component: JoinFacilityScreen,
});
