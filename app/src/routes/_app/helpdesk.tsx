import { createFileRoute } from '@tanstack/react-router';
import { HelpdeskScreen } from '../../helpdesk/HelpdeskScreen';

export const Route = createFileRoute('/_app/helpdesk')({
  staticData: { titleKey: 'helpdesk.title' },
  component: () => <HelpdeskScreen />,
});
