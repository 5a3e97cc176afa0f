import { createFileRoute } from '@tanstack/react-router';
import { InvalidRegistrationTokenScreen } from '#app/account/InvalidRegistrationTokenScreen.tsx';

export const Route = createFileRoute('/_public/invalid-registration-token')({
  staticData: { titleKey: 'invalidRegistrationToken.title' },
  component: () => <InvalidRegistrationTokenScreen />,
});
