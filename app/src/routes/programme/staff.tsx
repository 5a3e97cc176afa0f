import { createFileRoute } from '@tanstack/react-router';
import { loadStaff } from '#app/programme/people/load-people.ts';
import { StaffScreen } from '#app/programme/people/StaffScreen.tsx';

export const Route = createFileRoute('/programme/staff')({
  staticData: { titleKey: 'programme.staff.title' },
  loader: ({ context }) => loadStaff(context.services),
  component: Staff,
});

function Staff() {
  const { staff, invitations } = Route.useLoaderData();
  return <StaffScreen staff={staff} invitations={invitations} />;
}
