import { createFileRoute } from '@tanstack/react-router';
import { GettingStartedScreen } from '../../organisations/GettingStartedScreen';

export const Route = createFileRoute('/_app/getting-started')({
  staticData: { titleKey: 'gettingStarted.title' },
  component: GettingStartedScreen,
});
