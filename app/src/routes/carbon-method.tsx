import { createFileRoute } from '@tanstack/react-router';
import { ensureFullCatalogue } from '../i18n/i18n';
import { CarbonMethodScreen } from '../insights/CarbonMethodScreen';
import { sessionAtom } from '../session/atoms';
import { AppShell } from '../shell/AppShell';
import { PublicLayout } from '../shell/PublicLayout';

export const Route = createFileRoute('/carbon-method')({
  staticData: { titleKey: 'method.title' },
  // The report prints this address for readers who may have no account: signed out it shows on
  // its own, signed in inside the shell.
  loader: async ({ context }) => {
    await ensureFullCatalogue(context.services.catalogue);
    return context.services.store.get(sessionAtom)
      ? (await import('../shell/load-shell')).loadShellData(context.services)
      : null;
  },
  component: CarbonMethod,
});

function CarbonMethod() {
  const shell = Route.useLoaderData();
  if (shell) {
    return (
      <AppShell data={shell}>
        <div className="page">
          <CarbonMethodScreen />
        </div>
      </AppShell>
    );
  }
  return (
    <PublicLayout>
      <div className="public-reading">
        <CarbonMethodScreen />
      </div>
    </PublicLayout>
  );
}
