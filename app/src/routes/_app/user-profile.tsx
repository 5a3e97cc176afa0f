import { createFileRoute } from '@tanstack/react-router';
import { loadProfile } from '../../profile/load-profile';
import { UserProfileScreen } from '../../profile/UserProfileScreen';

export const Route = createFileRoute('/_app/user-profile')({
  staticData: { titleKey: 'layout.profile' },
  loader: ({ context }) => loadProfile(context.services),
  component: UserProfileScreen,
});
