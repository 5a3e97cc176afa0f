import { createFileRoute } from '@tanstack/react-router';
import { validateSignInLinkSearch } from '#app/routing/search.ts';
import { RegistrationCompletedScreen } from '#app/account/RegistrationCompletedScreen.tsx';

export const Route = createFileRoute('/_public/registration-completed')({
  staticData: { titleKey: 'registrationCompleted.title' },
  validateSearch: validateSignInLinkSearch,
  component: RegistrationCompleted,
});

function RegistrationCompleted() {
  const signInLink = Route.useSearch({ select: (search) => search.signInLink });
  return <RegistrationCompletedScreen signInLink={signInLink} />;
}
