import { createFileRoute } from '@tanstack/react-router';
import { loadLanguages } from '#app/i18n/load-languages.ts';
import { redirectIfSignedIn } from '#app/routing/guards.ts';
import { validateRegistrationSearch } from '#app/routing/search.ts';
import { loadInvitation } from '#app/account/load-invitation.ts';
import { RegistrationScreen } from '#app/account/RegistrationScreen.tsx';

export const Route = createFileRoute('/_public/registration-page')({
  staticData: { titleKey: 'registration.title' },
  validateSearch: validateRegistrationSearch,
  // Someone already signed in has an account: registering again makes no sense (as /login).
  beforeLoad: ({ context }) => redirectIfSignedIn(context.services),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ context, deps }) => {
    const [languages, invitation] = await Promise.all([
      loadLanguages(context.services),
      loadInvitation(context.services, deps.token),
    ]);
    return { languages, invitation };
  },
  // The language list changes with a release, not during a visit.
  staleTime: Infinity,
  component: RegistrationPage,
});

function RegistrationPage() {
  const search = Route.useSearch();
  const { languages, invitation } = Route.useLoaderData();
  return <RegistrationScreen search={search} languages={languages} invitation={invitation} />;
}
