import { createFileRoute, redirect } from '@tanstack/react-router';
import { programmePages } from '#app/programme/roles.ts';

export const Route = createFileRoute('/programme/')({
  // The first page the person's roles open (docs/certification.md#screens).
  beforeLoad: ({ context }) => {
    const [first] = programmePages(context.programmeRoles);
    throw redirect({ to: (first?.to ?? '/') as '/programme', replace: true });
  },
});
