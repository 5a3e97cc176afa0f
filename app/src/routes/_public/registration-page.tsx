import { createFileRoute } from '@tanstack/react-router';
import { loadLanguages } from '#app/i18n/load-languages.ts';
import { redirectIfSignedIn } from '#app/routing/guards.ts';
import { validateRegistrationSearch } from '#app/routing/search.ts';
import { loadInvitation } from '#app/account/load-invitation.ts';
import { RegistrationScreen } from '#app/account/RegistrationScreen.tsx';
import { themeForOrganisationType } from '#app/theme/theme.ts';

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
    // An invitation shows the page in the theme of the organisation that invites.
    const theme = invitation?.organisation_type
      ? themeForOrganisationType(invitation.organisation_type)
      : undefined;
    return { languages, invitation, theme };
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
