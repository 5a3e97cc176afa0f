import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '../shell/AppShell';
import { ensureOrganisations, loadShellData } from '../shell/shell-data';
import { requireSession } from '../routing/guards';

export const Route = createFileRoute('/_app')({
  // The organisations are settled first, so pages guarded by an activity check the current ones.
  beforeLoad: async ({ context, location }) => {
    requireSession(context.services, location);
    await ensureOrganisations(context.services);
  },
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
