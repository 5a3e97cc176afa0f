import { createFileRoute } from '@tanstack/react-router';
import { ForgottenPasswordScreen } from '../../../../screens/public/ForgottenPasswordScreen';

export const Route = createFileRoute('/_public/tournaments/forgotten-password/')({
  component: () => <ForgottenPasswordScreen variant="tournament" />,
});
