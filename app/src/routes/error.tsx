import { createFileRoute } from '@tanstack/react-router';
import { ErrorScreen } from '../shell/ErrorScreen';

export const Route = createFileRoute('/error')({
  component: ErrorScreen,
});
