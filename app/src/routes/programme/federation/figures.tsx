import { createFileRoute } from '@tanstack/react-router';
import { FiguresScreen } from '#app/programme/figures/FiguresScreen.tsx';
import { loadFigures } from '#app/programme/figures/load-figures.ts';

export const Route = createFileRoute('/programme/federation/figures')({
  staticData: { titleKey: 'programme.federation.figuresTitle' },
  loader: ({ context }) => loadFigures(context.services, { kind: 'federation' }),
  component: FederationFigures,
});

function FederationFigures() {
  return <FiguresScreen figures={Route.useLoaderData()} source={{ kind: 'federation' }} />;
}
