import { createFileRoute } from '@tanstack/react-router';
import { redirectIfSignedIn } from '#app/routing/guards.ts';
import { LoginScreen } from '#app/account/LoginScreen.tsx';

export const Route = createFileRoute('/_public/tournaments/login')({
  staticData: { titleKey: 'login.tournamentTitle' },
  beforeLoad: ({ context }) => redirectIfSignedIn(context.services),
  component: () => <LoginScreen variant="tournament" />,
});
