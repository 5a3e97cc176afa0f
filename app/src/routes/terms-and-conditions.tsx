import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { AppShell } from '../shell/AppShell';
import { PublicLayout } from '../shell/PublicLayout';
import { TermsScreen } from '../shell/TermsScreen';
import { sessionAtom } from '../session/atoms';

export const Route = createFileRoute('/terms-and-conditions')({
  component: Terms,
});

// The terms are reachable signed in (footer link in the shell) and signed out (registration).
function Terms() {
  const signedIn = useAtomValue(sessionAtom) !== null;
  if (signedIn) {
    return (
      <AppShell>
        <TermsScreen />
      </AppShell>
    );
  }
  return (
    <PublicLayout>
      <div className="public-reading">
        <TermsScreen />
      </div>
    </PublicLayout>
  );
}
