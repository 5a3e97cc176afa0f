import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '#app/shell/AppShell.tsx';
import { PublicReading } from '#app/ui/PublicStack.tsx';
import { PublicLayout } from '#app/shell/PublicLayout.tsx';
import { TermsScreen } from '#app/shell/TermsScreen.tsx';
import { sessionAtom } from '#app/session/atoms.ts';
import { ensureFullCatalogue } from '#app/i18n/i18n.ts';

export const Route = createFileRoute('/terms-and-conditions')({
  staticData: { titleKey: 'layout.terms' },
  // Signed in, the terms show inside the shell, which needs its badge and menu.
  loader: async ({ context }) => {
    // The terms' texts are not bundled with the sign-in page.
    await ensureFullCatalogue(context.services.catalogue);
    return context.services.store.get(sessionAtom)
      ? (await import('#app/shell/load-shell.ts')).loadShellData(context.services)
      : null;
  },
  component: Terms,
});

// The terms are reachable signed in (footer link in the shell) and signed out (registration).
function Terms() {
  const shell = Route.useLoaderData();
  if (shell) {
    return (
      <AppShell data={shell}>
        <TermsScreen />
      </AppShell>
    );
  }
  return (
    <PublicLayout>
      <PublicReading>
        <TermsScreen />
      </PublicReading>
    </PublicLayout>
  );
}
