import { createFileRoute } from '@tanstack/react-router';
import { loadProfile } from '#app/profile/load-profile.ts';
import { UserProfileScreen } from '#app/profile/UserProfileScreen.tsx';

export const Route = createFileRoute('/_app/user-profile')({
  staticData: { titleKey: 'layout.profile' },
  loader: ({ context }) => loadProfile(context.services),
  component: function UserProfile() {
    return <UserProfileScreen data={Route.useLoaderData()} />;
  },
});
