import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../screens/app/DashboardScreen';

export const Route = createFileRoute('/_app/')({
  component: DashboardScreen,
});
