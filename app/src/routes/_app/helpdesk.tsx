import { createFileRoute } from '@tanstack/react-router';
import { HelpdeskScreen } from '../../helpdesk/HelpdeskScreen';

export const Route = createFileRoute('/_app/helpdesk')({
  component: () => <HelpdeskScreen />,
});
