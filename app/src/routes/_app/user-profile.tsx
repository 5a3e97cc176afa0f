import { createFileRoute } from '@tanstack/react-router';
import { UserProfileScreen } from '../../profile/UserProfileScreen';

export const Route = createFileRoute('/_app/user-profile')({
  component: UserProfileScreen,
});
