import { createFileRoute } from '@tanstack/react-router';
import { JoinFacilityScreen } from '../../organisations/JoinFacilityScreen';

export const Route = createFileRoute('/_app/join-facility')({
  staticData: { titleKey: 'joinFacility.title' },
  loader: async ({ context }) => {
    const { loadCountries } = await import('../../organisations/load-countries');
    return { countries: await loadCountries(context.services) };
  },
  component: JoinFacilityScreen,
});
