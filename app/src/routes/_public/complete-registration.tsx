import { createFileRoute } from '@tanstack/react-router';
import { requireValidRegistrationToken } from '../../routing/guards';
import { validateTokenSearch } from '../../routing/search';
import { CompleteRegistrationScreen } from '../../account/CompleteRegistrationScreen';

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
