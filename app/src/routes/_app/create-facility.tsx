import { createFileRoute } from '@tanstack/react-router';
import { CreateFacilityScreen } from '../../organisations/CreateFacilityScreen';

export const Route = createFileRoute('/_app/create-facility')({
  staticData: { titleKey: 'createFacility.title' },
  loader: async ({ context }) => {
    const { loadCountries } = await import('../../organisations/load-countries');
    return { countries: await loadCountries(context.services) };
  },
  component: CreateFacilityScreen,
});
