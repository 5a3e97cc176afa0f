import { createFileRoute } from '@tanstack/react-router';
import { RegistrationLinkSentScreen } from '../../screens/public/RegistrationLinkSentScreen';

export const Route = createFileRoute('/_public/registration-link-sent')({
  component: () => <RegistrationLinkSentScreen />,
});
