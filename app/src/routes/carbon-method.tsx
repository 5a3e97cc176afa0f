import { createFileRoute } from '@tanstack/react-router';
import { ensureFullCatalogue } from '#app/i18n/i18n.ts';
import { CarbonMethodScreen } from '#app/insights/CarbonMethodScreen.tsx';
import { sessionAtom } from '#app/session/atoms.ts';
import { AppShell } from '#app/shell/AppShell.tsx';
import { PublicReading } from '#app/ui/PublicStack.tsx';
import { PublicLayout } from '#app/shell/PublicLayout.tsx';
import { Page } from '#app/ui/Page.tsx';

export const Route = createFileRoute('/carbon-method')({
  staticData: { titleKey: 'method.title' },
  // The report prints this address for readers who may have no account: signed out it shows on
  // its own, signed in inside the shell.
  loader: async ({ context }) => {
    await ensureFullCatalogue(context.services.catalogue);
    return context.services.store.get(sessionAtom)
      ? (await import('#app/shell/load-shell.ts')).loadShellData(context.services)
      : null;
  },
  component: CarbonMethod,
});

function CarbonMethod() {
  const shell = Route.useLoaderData();
  if (shell) {
    return (
      <AppShell data={shell}>
        <Page>
          <CarbonMethodScreen />
        </Page>
      </AppShell>
    );
  }
  return (
    <PublicLayout>
      <PublicReading>
        <CarbonMethodScreen />
      </PublicReading>
    </PublicLayout>
  );
}
