import { createFileRoute } from '@tanstack/react-router';
import { RegistrationLinkSentScreen } from '../../account/RegistrationLinkSentScreen';

export const Route = createFileRoute('/_public/registration-link-sent')({
  staticData: { titleKey: 'registrationLinkSent.title' },
  component: () => <RegistrationLinkSentScreen />,
});
