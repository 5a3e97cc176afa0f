import { createFileRoute, notFound } from '@tanstack/react-router';
import { SectionDocumentsScreen } from '#app/documents/SectionDocumentsScreen.tsx';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';
import { loadSectionDocuments, UnknownSectionError } from '#app/documents/load-documents.ts';

export const Route = createFileRoute('/_app/documents/$organisationType/your/$locationSlug')({
  staticData: { titleKey: 'menu.documents' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.FACILITY_PROFILE),
  gcTime: 0,
  loader: async ({ context, params }) => {
    try {
      return await loadSectionDocuments(context.services, params.locationSlug);
    } catch (error) {
      if (error instanceof UnknownSectionError) throw notFound();
      throw error;
    }
  },
  component: function SectionDocuments() {
    return <SectionDocumentsScreen data={Route.useLoaderData()} />;
  },
});
