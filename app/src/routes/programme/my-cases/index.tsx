import { createFileRoute } from '@tanstack/react-router';
import { MyCasesScreen } from '#app/verifier/MyCasesScreen.tsx';
import { loadMyCases } from '#app/verifier/load-verifier.ts';

export const Route = createFileRoute('/programme/my-cases/')({
  staticData: { titleKey: 'verifier.myCases.title' },
  loader: ({ context }) => loadMyCases(context.services),
  component: function MyCases() {
    return <MyCasesScreen cases={Route.useLoaderData()} />;
  },
});
