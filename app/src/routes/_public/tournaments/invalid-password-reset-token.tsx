import { createFileRoute } from '@tanstack/react-router';
import { InvalidResetTokenScreen } from '#app/account/InvalidResetTokenScreen.tsx';

export const Route = createFileRoute('/_public/tournaments/invalid-password-reset-token')({
  staticData: { titleKey: 'invalidResetToken.title' },
  component: () => <InvalidResetTokenScreen variant="tournament" />,
});
