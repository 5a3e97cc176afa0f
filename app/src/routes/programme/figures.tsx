import { createFileRoute } from '@tanstack/react-router';
import { FiguresScreen } from '#app/programme/figures/FiguresScreen.tsx';
import { loadFigures, validateFiguresSearch } from '#app/programme/figures/load-figures.ts';

export const Route = createFileRoute('/programme/figures')({
  staticData: { titleKey: 'programme.figures.title' },
  validateSearch: validateFiguresSearch,
  loaderDeps: ({ search }) => ({ demo: search.demo === true }),
  loader: ({ context, deps }) => loadFigures(context.services, { kind: 'staff', demo: deps.demo }),
  component: Figures,
});

function Figures() {
  const { demo } = Route.useLoaderDeps();
  return <FiguresScreen figures={Route.useLoaderData()} source={{ kind: 'staff', demo }} />;
}
