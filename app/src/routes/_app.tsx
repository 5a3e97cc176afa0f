import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '../shell/AppShell';
import { loadShellData } from '../shell/shell-data';
import { requireSession } from '../routing/guards';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => requireSession(context.services, location),
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
