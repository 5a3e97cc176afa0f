import { createFileRoute } from '@tanstack/react-router';
import { AuditScreen } from '#app/programme/console/AuditScreen.tsx';
import { validateAuditSearch } from '#app/programme/console/console-search.ts';
import { loadAudit } from '#app/programme/console/load-console.ts';

export const Route = createFileRoute('/programme/audit')({
  staticData: { titleKey: 'console.audit.title' },
  validateSearch: validateAuditSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAudit(context.services, deps),
  component: Audit,
});

function Audit() {
  const { audit, staff } = Route.useLoaderData();
  return <AuditScreen audit={audit} staff={staff} search={Route.useSearch()} />;
}
