import { createFileRoute } from '@tanstack/react-router';
import { ForgottenPasswordScreen } from '#app/account/ForgottenPasswordScreen.tsx';

export const Route = createFileRoute('/_public/tournaments/forgotten-password/')({
  staticData: { titleKey: 'forgottenPassword.title' },
  component: () => <ForgottenPasswordScreen variant="tournament" />,
});
