import { createFileRoute } from '@tanstack/react-router';
import { validateInboxSearch } from '#app/programme/console/console-search.ts';
import { HelpdeskInboxScreen } from '#app/programme/console/HelpdeskInboxScreen.tsx';
import { loadInbox } from '#app/programme/console/load-console.ts';

export const Route = createFileRoute('/programme/helpdesk')({
  staticData: { titleKey: 'console.inbox.title' },
  validateSearch: validateInboxSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadInbox(context.services, deps),
  component: HelpdeskInbox,
});

function HelpdeskInbox() {
  const { inbox } = Route.useLoaderData();
  return <HelpdeskInboxScreen inbox={inbox} search={Route.useSearch()} />;
}
