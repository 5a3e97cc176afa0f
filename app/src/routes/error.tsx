import { createFileRoute } from '@tanstack/react-router';
import { ErrorScreen } from '../screens/ErrorScreen';

export const Route = createFileRoute('/error')({
  component: ErrorScreen,
});
