import { createFileRoute } from '@tanstack/react-router';
import { ErrorScreen } from '#app/shell/ErrorScreen.tsx';

export const Route = createFileRoute('/error')({
  staticData: { titleKey: 'maintenancePage.title' },
  component: ErrorScreen,
});
