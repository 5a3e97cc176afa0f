import { createFileRoute } from '@tanstack/react-router';
import { requireValidRegistrationToken } from '#app/routing/guards.ts';
import { validateTokenSearch } from '#app/routing/search.ts';
import { CompleteRegistrationScreen } from '#app/account/CompleteRegistrationScreen.tsx';

export const Route = createFileRoute('/_public/complete-registration')({
  staticData: { titleKey: 'completeRegistration.title' },
  validateSearch: validateTokenSearch,
  beforeLoad: ({ context, search }) => requireValidRegistrationToken(context.services, search.token),
  component: CompleteRegistration,
});

function CompleteRegistration() {
  const token = Route.useSearch({ select: (search) => search.token ?? '' });
  return <CompleteRegistrationScreen token={token} />;
}
