import { createFileRoute } from '@tanstack/react-router';
import { validateAcceptInvitationSearch } from '#app/team/accept-invitation-search.ts';
import { AcceptInvitationScreen } from '#app/team/AcceptInvitationScreen.tsx';
import { readInvitationLink } from '#app/team/accept-invitation.ts';

export const Route = createFileRoute('/_app/accept-invitation')({
  staticData: { titleKey: 'invitation.pageTitle' },
  validateSearch: validateAcceptInvitationSearch,
  loaderDeps: ({ search }) => search,
  // Reading the link changes nothing: accepting is the button's, on the page.
  loader: ({ context, deps }) => readInvitationLink(context.services, deps),
  component: function AcceptInvitation() {
    return <AcceptInvitationScreen link={Route.useLoaderData()} />;
  },
});
