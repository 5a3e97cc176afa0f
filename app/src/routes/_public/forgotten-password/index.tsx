import { createFileRoute } from '@tanstack/react-router';
import { ForgottenPasswordScreen } from '../../../account/ForgottenPasswordScreen';

export const Route = createFileRoute('/_public/forgotten-password/')({
  component: () => <ForgottenPasswordScreen variant="facility" />,
});
