import { createFileRoute } from '@tanstack/react-router';
import { CreateFacilityScreen } from '../../organisations/CreateFacilityScreen';
import { loadCountries } from '../../organisations/load-countries';

export const Route = createFileRoute('/_app/create-facility')({
  staticData: { titleKey: 'createFacility.title' },
  loader: async ({ context }) => {
    return { countries: await loadCountries(context.services) };
  },
  component: CreateFacilityScreen,
});
