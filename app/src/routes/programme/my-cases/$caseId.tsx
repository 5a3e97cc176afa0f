import { createFileRoute, notFound } from '@tanstack/react-router';
import { VerifierCaseScreen } from '#app/verifier/VerifierCaseScreen.tsx';
import { loadVerifierCase } from '#app/verifier/load-verifier.ts';

export const Route = createFileRoute('/programme/my-cases/$caseId')({
  staticData: { titleKey: 'verifier.myCases.title' },
  // The page keeps the case as its own steps change it; opened again it reads the server's.
  gcTime: 0,
  loader: ({ context, params }) => {
    const caseId = Number(params.caseId);
    if (!Number.isInteger(caseId) || caseId <= 0) throw notFound();
    return loadVerifierCase(context.services, caseId);
  },
  component: function VerifierCase() {
    return <VerifierCaseScreen data={Route.useLoaderData()} />;
  },
});
