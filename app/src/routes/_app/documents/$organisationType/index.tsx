import { createFileRoute } from '@tanstack/react-router';
import { DocumentsScreen } from '#app/documents/DocumentsScreen.tsx';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';
import { loadDocuments } from '#app/documents/load-documents.ts';

export const Route = createFileRoute('/_app/documents/$organisationType/')({
  staticData: { titleKey: 'menu.documents' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.FACILITY_PROFILE),
  gcTime: 0,
  loader: ({ context }) => loadDocuments(context.services),
  component: function Documents() {
    return <DocumentsScreen data={Route.useLoaderData()} />;
  },
});
