import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn } from '../../../routing/guards';
import { LoginScreen } from '../../../account/LoginScreen';

export const Route = createFileRoute('/_public/tournaments/login')({
  staticData: { titleKey: 'login.tournamentTitle' },
  beforeLoad: ({ context }) => redirectIfSignedIn(context.services),
  component: () => <LoginScreen variant="tournament" />,
});
