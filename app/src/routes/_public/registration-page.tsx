import { createFileRoute } from '@tanstack/react-router';
import { loadLanguages } from '#app/i18n/load-languages.ts';
import { redirectIfSignedIn } from '#app/routing/guards.ts';
import { validateRegistrationSearch } from '#app/routing/search.ts';
import { RegistrationScreen } from '#app/account/RegistrationScreen.tsx';

export const Route = createFileRoute('/_public/registration-page')({
  staticData: { titleKey: 'registration.title' },
  validateSearch: validateRegistrationSearch,
  // Someone already signed in has an account: registering again makes no sense (as /login).
  beforeLoad: ({ context }) => redirectIfSignedIn(context.services),
  loader: ({ context }) => loadLanguages(context.services),
  // The language list changes with a release, not during a visit.
  staleTime: Infinity,
  component: RegistrationPage,
});

function RegistrationPage() {
  const search = Route.useSearch();
  const languages = Route.useLoaderData();
  return <RegistrationScreen search={search} languages={languages} />;
}
