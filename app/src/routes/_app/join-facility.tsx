import { createFileRoute } from '@tanstack/react-router';
import { JoinFacilityScreen } from '#app/organisations/JoinFacilityScreen.tsx';
import { loadCountries } from '#app/organisations/load-countries.ts';

export const Route = createFileRoute('/_app/join-facility')({
  staticData: { titleKey: 'joinFacility.title' },
  loader: async ({ context }) => {
    return { countries: await loadCountries(context.services) };
  },
  component: JoinFacilityScreen,
});
