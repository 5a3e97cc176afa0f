import { createFileRoute } from '@tanstack/react-router';
import { loadVerifiers } from '#app/programme/people/load-people.ts';
import { VerifiersScreen } from '#app/programme/people/VerifiersScreen.tsx';

export const Route = createFileRoute('/programme/verifiers')({
  staticData: { titleKey: 'programme.verifiers.title' },
  loader: ({ context }) => loadVerifiers(context.services),
  component: Verifiers,
});

function Verifiers() {
  const { verifiers, invitations } = Route.useLoaderData();
  return <VerifiersScreen verifiers={verifiers} invitations={invitations} />;
}
