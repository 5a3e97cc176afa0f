import { createFileRoute } from '@tanstack/react-router';
import { ErrorScreen } from '../shell/ErrorScreen';

export const Route = createFileRoute('/error')({
  staticData: { titleKey: 'maintenancePage.title' },
  component: ErrorScreen,
});
