import { createFileRoute } from '@tanstack/react-router';
import { ResetLinkSentScreen } from '../../../account/ResetLinkSentScreen';

export const Route = createFileRoute('/_public/forgotten-password/link-sent')({
  staticData: { titleKey: 'resetLinkSent.title' },
  component: () => <ResetLinkSentScreen variant="facility" />,
});
