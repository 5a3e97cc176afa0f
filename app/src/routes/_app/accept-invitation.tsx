import { createFileRoute } from '@tanstack/react-router';
import { validateAcceptInvitationSearch } from '../../team/accept-invitation-search';
import { AcceptInvitationScreen } from '../../team/AcceptInvitationScreen';

export const Route = createFileRoute('/_app/accept-invitation')({
  staticData: { titleKey: 'invitation.pageTitle' },
  validateSearch: validateAcceptInvitationSearch,
  loaderDeps: ({ search }) => search,
  // Accepting is done once per visit; an old answer must never be shown again.
  gcTime: 0,
  loader: ({ context, deps }) =>
    import('../../team/accept-invitation').then((module) => module.acceptInvitation(context.services, deps)),
  component: function AcceptInvitation() {
    return <AcceptInvitationScreen outcome={Route.useLoaderData()} />;
  },
});
