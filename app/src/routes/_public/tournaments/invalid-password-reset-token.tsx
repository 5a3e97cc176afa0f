import { createFileRoute } from '@tanstack/react-router';
import { InvalidResetTokenScreen } from '../../../account/InvalidResetTokenScreen';

export const Route = createFileRoute('/_public/tournaments/invalid-password-reset-token')({
  staticData: { titleKey: 'invalidResetToken.title' },
  component: () => <InvalidResetTokenScreen variant="tournament" />,
});
