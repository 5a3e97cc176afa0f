import { createFileRoute } from '@tanstack/react-router';
import { validateNoticesSearch } from '#app/programme/console/console-search.ts';
import { loadNotices } from '#app/programme/console/load-console.ts';
import { NoticesScreen } from '#app/programme/console/NoticesScreen.tsx';

export const Route = createFileRoute('/programme/notices')({
  staticData: { titleKey: 'console.notices.title' },
  validateSearch: validateNoticesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadNotices(context.services, deps),
  component: Notices,
});

function Notices() {
  const { notices, countries, preview } = Route.useLoaderData();
  return (
    <NoticesScreen notices={notices} countries={countries} preview={preview} search={Route.useSearch()} />
  );
}
