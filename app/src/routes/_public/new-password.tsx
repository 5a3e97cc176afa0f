import { createFileRoute } from '@tanstack/react-router';
import { requireValidResetToken } from '#app/routing/guards.ts';
import { validateTokenSearch } from '#app/routing/search.ts';
import { NewPasswordScreen } from '#app/account/NewPasswordScreen.tsx';

export const Route = createFileRoute('/_public/new-password')({
  staticData: { titleKey: 'newPassword.title' },
  validateSearch: validateTokenSearch,
  beforeLoad: ({ context, search }) =>
    requireValidResetToken(context.services, search.token, '/invalid-password-reset-token'),
  component: NewPassword,
});

function NewPassword() {
  const token = Route.useSearch({ select: (search) => search.token ?? '' });
  return <NewPasswordScreen variant="facility" token={token} />;
}
