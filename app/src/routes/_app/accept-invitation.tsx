import { createFileRoute } from '@tanstack/react-router';
import { validateAcceptInvitationSearch } from '../../team/accept-invitation-search';
import { AcceptInvitationScreen } from '../../team/AcceptInvitationScreen';
import { readInvitationLink } from '../../team/accept-invitation';

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
