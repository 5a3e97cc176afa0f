import { createFileRoute } from '@tanstack/react-router';
import { HelpdeskScreen } from '#app/helpdesk/HelpdeskScreen.tsx';
import { loadHelpdesk } from '#app/helpdesk/load-helpdesk.ts';

export const Route = createFileRoute('/_app/helpdesk')({
  staticData: { titleKey: 'helpdesk.title' },
  // Notices are marked read here and messages added: the page always shows the server's list.
  gcTime: 0,
  loader: ({ context }) => loadHelpdesk(context.services),
  component: function Helpdesk() {
    return <HelpdeskScreen data={Route.useLoaderData()} />;
  },
});
