import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '#app/shell/AppShell.tsx';
import { ensureOrganisations } from '#app/shell/ensure-organisations.ts';
import { requireSession } from '#app/routing/guards.ts';
import { ensureFullCatalogue } from '#app/i18n/i18n.ts';
import { loadShellData } from '#app/shell/load-shell.ts';

export const Route = createFileRoute('/_app')({
  // The organisations are settled first, so pages guarded by an activity check the current ones.
  beforeLoad: async ({ context, location }) => {
    requireSession(context.services, location);
    // Signed-in pages use texts the sign-in page does not bundle.
    await Promise.all([
      ensureOrganisations(context.services),
      ensureFullCatalogue(context.services.catalogue),
    ]);
  },
  // The loader is split into a chunk of its own (vite.config.ts), so the sign-in page does not carry
  // the signed-in frame's code; its imports are static so they download with that chunk, not after it.
  loader: ({ context }) => loadShellData(context.services),
  // The badge and menu stay fresh for a minute across page changes; a change of language or
  // organisation reloads them at once (AppShell).
  staleTime: 60_000,
  component: SignedIn,
});

function SignedIn() {
  return (
    <AppShell data={Route.useLoaderData()}>
      <Outlet />
    </AppShell>
  );
}
