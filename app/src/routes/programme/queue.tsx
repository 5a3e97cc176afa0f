import { createFileRoute } from '@tanstack/react-router';
import { loadQueue } from '#app/programme/queue/load-queue.ts';
import { QueueScreen } from '#app/programme/queue/QueueScreen.tsx';
import { validateQueueSearch } from '#app/programme/queue/queue-search.ts';

export const Route = createFileRoute('/programme/queue')({
  staticData: { titleKey: 'programme.queue.title' },
  validateSearch: validateQueueSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadQueue(context.services, deps),
  component: Queue,
});

function Queue() {
  const { queue, verifiers } = Route.useLoaderData();
  return <QueueScreen queue={queue} verifiers={verifiers} search={Route.useSearch()} />;
}
