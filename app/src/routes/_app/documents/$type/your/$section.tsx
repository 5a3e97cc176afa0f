import { createFileRoute, notFound } from '@tanstack/react-router';
import { SectionDocumentsScreen } from '../../../../../documents/SectionDocumentsScreen';
import { requireActivity } from '../../../../../routing/guards';
import { ACTIVITY } from '../../../../../session/active-organisation';
import { loadSectionDocuments, UnknownSectionError } from '../../../../../documents/load-documents';

export const Route = createFileRoute('/_app/documents/$type/your/$section')({
  staticData: { titleKey: 'menu.documents' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.FACILITY_PROFILE),
  gcTime: 0,
  loader: async ({ context, params }) => {
    try {
      return await loadSectionDocuments(context.services, params.section);
    } catch (error) {
      if (error instanceof UnknownSectionError) throw notFound();
      throw error;
    }
  },
  component: function SectionDocuments() {
    return <SectionDocumentsScreen data={Route.useLoaderData()} />;
  },
});
