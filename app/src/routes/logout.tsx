import { createFileRoute, redirect } from '@tanstack/react-router';
import { signOut } from '#app/session/sign-out.ts';

export const Route = createFileRoute('/logout')({
  // Signing out happens before anything renders, so no signed-in screen flashes on the way out.
  beforeLoad: async ({ context }) => {
    const to = await signOut(context.services);
    throw redirect({ to, replace: true });
  },
});
