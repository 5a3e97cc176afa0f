import { createFileRoute, Outlet, type ErrorComponentProps } from '@tanstack/react-router';
import { ensureFullCatalogue } from '#app/i18n/i18n.ts';
import { NotInProgramme, NotInProgrammeError } from '#app/programme/NotInProgramme.tsx';
import { ProgrammeFrame } from '#app/programme/ProgrammeFrame.tsx';
import { hasProgrammeRole, loadProgrammeRoles } from '#app/programme/roles.ts';
import { requireSession } from '#app/routing/guards.ts';
import { RouteError } from '#app/shell/RouteError.tsx';

export const Route = createFileRoute('/programme')({
  // docs/certification.md#access: a session, and staff or a verifier; anyone else is told so.
  beforeLoad: async ({ context, location }) => {
    requireSession(context.services, location);
    const [roles] = await Promise.all([
      loadProgrammeRoles(context.services),
      ensureFullCatalogue(context.services.catalogue),
    ]);
    if (!hasProgrammeRole(roles)) throw new NotInProgrammeError();
    return { programmeRoles: roles };
  },
  component: Programme,
  errorComponent: ProgrammeError,
});

function Programme() {
  const { programmeRoles } = Route.useRouteContext();
  return (
    <ProgrammeFrame roles={programmeRoles}>
      <Outlet />
    </ProgrammeFrame>
  );
}

/** The frame stays around the not-allowed page and any other error, so nobody is left on a blank screen. */
function ProgrammeError(props: ErrorComponentProps) {
  return (
    <ProgrammeFrame roles={null}>
      {props.error instanceof NotInProgrammeError ? <NotInProgramme /> : <RouteError {...props} />}
    </ProgrammeFrame>
  );
}
