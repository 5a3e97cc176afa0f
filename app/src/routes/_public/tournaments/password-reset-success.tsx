import { createFileRoute } from '@tanstack/react-router';
import { validateSignInLinkSearch } from '#app/routing/search.ts';
import { ResetSuccessScreen } from '#app/account/ResetSuccessScreen.tsx';

export const Route = createFileRoute('/_public/tournaments/password-reset-success')({
  staticData: { titleKey: 'resetSuccess.title' },
  validateSearch: validateSignInLinkSearch,
  component: ResetSuccess,
});

function ResetSuccess() {
  const signInLink = Route.useSearch({ select: (search) => search.signInLink });
  return <ResetSuccessScreen variant="tournament" signInLink={signInLink} />;
}
