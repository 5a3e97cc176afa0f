import { createFileRoute } from '@tanstack/react-router';
import { validateRegistrationSearch } from '../../routing/search';
import { RegistrationScreen } from '../../screens/public/RegistrationScreen';

export const Route = createFileRoute('/_public/registration-page')({
  validateSearch: validateRegistrationSearch,
  component: RegistrationPage,
});

function RegistrationPage() {
  const search = Route.useSearch();
  return <RegistrationScreen search={search} />;
}
