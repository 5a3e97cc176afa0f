import { createFileRoute } from '@tanstack/react-router';
import { RegistrationLinkSentScreen } from '#app/account/RegistrationLinkSentScreen.tsx';

export const Route = createFileRoute('/_public/registration-link-sent')({
  staticData: { titleKey: 'registrationLinkSent.title' },
  component: () => <RegistrationLinkSentScreen />,
});
