import { createFileRoute } from '@tanstack/react-router';
import { GettingStartedScreen } from '#app/organisations/GettingStartedScreen.tsx';

export const Route = createFileRoute('/_app/getting-started')({
  staticData: { titleKey: 'gettingStarted.title' },
  component: GettingStartedScreen,
});
