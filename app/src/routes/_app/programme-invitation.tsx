import { createFileRoute } from '@tanstack/react-router';
import { AcceptProgrammeInvitation } from '#app/programme/AcceptProgrammeInvitation.tsx';

export const Route = createFileRoute('/_app/programme-invitation')({
  staticData: { titleKey: 'programme.invitation.title' },
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token.length > 0 ? { token: search.token } : {},
  component: function ProgrammeInvitation() {
    return <AcceptProgrammeInvitation token={Route.useSearch().token} />;
  },
});
