import { createFileRoute } from '@tanstack/react-router';
import { DocumentsScreen } from '../../../../documents/DocumentsScreen';
import { requireActivity } from '../../../../routing/guards';
import { ACTIVITY } from '../../../../session/active-organisation';

export const Route = createFileRoute('/_app/documents/$type/')({
  staticData: { titleKey: 'menu.documents' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.FACILITY_PROFILE),
  gcTime: 0,
  loader: ({ context }) =>
    import('../../../../documents/load-documents').then((module) => module.loadDocuments(context.services)),
  component: function Documents() {
    return <DocumentsScreen data={Route.useLoaderData()} />;
  },
});
