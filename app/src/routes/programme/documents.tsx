import { createFileRoute } from '@tanstack/react-router';
import { loadProgrammeDocuments } from '#app/programme/documents/load-programme-documents.ts';
import { ProgrammeDocumentsScreen } from '#app/programme/documents/ProgrammeDocumentsScreen.tsx';

export const Route = createFileRoute('/programme/documents')({
  staticData: { titleKey: 'programme.documents.title' },
  loader: ({ context }) => loadProgrammeDocuments(context.services),
  component: ProgrammeDocuments,
});

function ProgrammeDocuments() {
  const { documents, countries, languages } = Route.useLoaderData();
  return <ProgrammeDocumentsScreen documents={documents} countries={countries} languages={languages} />;
}
