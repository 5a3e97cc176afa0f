import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '../layout/AppShell';
import { requireSession } from '../routing/guards';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context }) => requireSession(context.services),
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
