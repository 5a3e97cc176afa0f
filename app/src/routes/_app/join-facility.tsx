import { createFileRoute } from '@tanstack/react-router';
import { JoinFacilityScreen } from '../../organisations/JoinFacilityScreen';
import { loadCountries } from '../../organisations/load-countries';

export const Route = createFileRoute('/_app/join-facility')({
  staticData: { titleKey: 'joinFacility.title' },
  loader: async ({ context }) => {
    return { countries: await loadCountries(context.services) };
  },
  component: JoinFacilityScreen,
});
