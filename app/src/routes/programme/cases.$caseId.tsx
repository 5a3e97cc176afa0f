import { createFileRoute, notFound } from '@tanstack/react-router';
import { CaseScreen } from '#app/programme/case/CaseScreen.tsx';
import { loadStaffCase } from '#app/programme/case/load-case.ts';

export const Route = createFileRoute('/programme/cases/$caseId')({
  staticData: { titleKey: 'programme.case.title' },
  loader: ({ context, params }) => {
    const caseId = Number(params.caseId);
    if (!Number.isInteger(caseId) || caseId < 1) throw notFound();
    return loadStaffCase(context.services, caseId);
  },
  component: StaffCasePage,
});

function StaffCasePage() {
  return <CaseScreen data={Route.useLoaderData()} />;
}
