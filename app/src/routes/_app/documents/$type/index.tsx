import { createFileRoute } from '@tanstack/react-router';
import { DocumentsScreen } from '../../../../documents/DocumentsScreen';
import { requireActivity } from '../../../../routing/guards';
import { ACTIVITY } from '../../../../session/active-organisation';
import { loadDocuments } from '../../../../documents/load-documents';

export const Route = createFileRoute('/_app/documents/$type/')({
  staticData: { titleKey: 'menu.documents' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.FACILITY_PROFILE),
  gcTime: 0,
  loader: ({ context }) => loadDocuments(context.services),
  component: function Documents() {
    return <DocumentsScreen data={Route.useLoaderData()} />;
  },
});
