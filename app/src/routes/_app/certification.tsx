import { createFileRoute } from '@tanstack/react-router';
import { CertificationScreen } from '#app/certification/CertificationScreen.tsx';
import { loadCertification } from '#app/certification/load-certification.ts';
import { requireActivity } from '#app/routing/guards.ts';
import { ACTIVITY } from '#app/session/active-organisation.ts';

export const Route = createFileRoute('/_app/certification')({
  staticData: { titleKey: 'certification.club.title' },
  beforeLoad: ({ context }) => requireActivity(context.services, ACTIVITY.REVIEWS),
  // A case moves on by others' steps (staff, the verifier): opening the page again asks afresh.
  gcTime: 0,
  loader: ({ context }) => loadCertification(context.services),
  component: function Certification() {
    return <CertificationScreen data={Route.useLoaderData()} />;
  },
});
