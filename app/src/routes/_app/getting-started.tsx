import { createFileRoute } from '@tanstack/react-router';
import { GettingStartedScreen } from '../../screens/app/GettingStartedScreen';

export const Route = createFileRoute('/_app/getting-started')({
  component: GettingStartedScreen,
});
