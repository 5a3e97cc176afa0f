import { createFileRoute } from '@tanstack/react-router';
import { validateJoinRequestSearch } from '#app/programme/console/console-search.ts';
import { loadJoinRequests } from '#app/programme/console/load-console.ts';
import { JoinRequestsScreen } from '#app/programme/console/JoinRequestsScreen.tsx';

export const Route = createFileRoute('/programme/join-requests')({
  staticData: { titleKey: 'console.joinRequests.title' },
  validateSearch: validateJoinRequestSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadJoinRequests(context.services, deps),
  component: JoinRequests,
});

function JoinRequests() {
  const { page } = Route.useLoaderData();
  return <JoinRequestsScreen page={page} search={Route.useSearch()} />;
}
