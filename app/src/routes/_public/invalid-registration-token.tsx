import { createFileRoute } from '@tanstack/react-router';
import { InvalidRegistrationTokenScreen } from '../../account/InvalidRegistrationTokenScreen';

export const Route = createFileRoute('/_public/invalid-registration-token')({
  staticData: { titleKey: 'invalidRegistrationToken.title' },
  component: () => <InvalidRegistrationTokenScreen />,
});
