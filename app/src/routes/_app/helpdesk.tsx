import { createFileRoute } from '@tanstack/react-router';
import { HelpdeskScreen } from '#app/helpdesk/HelpdeskScreen.tsx';

export const Route = createFileRoute('/_app/helpdesk')({
  staticData: { titleKey: 'helpdesk.title' },
  // Notices are marked read here and messages added: the page always shows the server's list.
  gcTime: 0,
  loader: ({ context }) =>
    import('#app/helpdesk/load-helpdesk.ts').then((module) => module.loadHelpdesk(context.services)),
  component: function Helpdesk() {
    return <HelpdeskScreen data={Route.useLoaderData()} />;
  },
});
