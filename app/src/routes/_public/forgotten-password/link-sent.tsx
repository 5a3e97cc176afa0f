import { createFileRoute } from '@tanstack/react-router';
import { ResetLinkSentScreen } from '#app/account/ResetLinkSentScreen.tsx';

export const Route = createFileRoute('/_public/forgotten-password/link-sent')({
  staticData: { titleKey: 'resetLinkSent.title' },
  component: () => <ResetLinkSentScreen variant="facility" />,
});
