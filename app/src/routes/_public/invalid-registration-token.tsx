import { createFileRoute } from '@tanstack/react-router';
import { InvalidRegistrationTokenScreen } from '../../screens/public/InvalidRegistrationTokenScreen';

export const Route = createFileRoute('/_public/invalid-registration-token')({
  component: () => <InvalidRegistrationTokenScreen />,
});
