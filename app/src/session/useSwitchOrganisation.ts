import { useNavigate, useRouter } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useSubmit } from '../forms/useSubmit';
import { useServices } from '../services';
import { toActiveOrganisation } from './active-organisation';
import { organisationsAtom, setActiveOrganisationAtom, userAtom } from './atoms';
import { fetchOrganisations } from './organisations';
import type { UserOrganisation } from './types';

/**
 * Makes an organisation the active one (docs/organisations.md#behaviour): saves `active_organisation_id` on the user,
 * refreshes the organisation list (a new facility, a new logo), re-themes through the session, runs
 * every loader again so no cached review links or years of the previous organisation remain, and
 * goes to the dashboard. `justCreated` tells the dashboard to offer the new organisation's images.
 */
export function useSwitchOrganisation({ justCreated = false }: { justCreated?: boolean } = {}) {
  const services = useServices();
  const router = useRouter();
  const navigate = useNavigate();
  const userId = useAtomValue(userAtom)?.id ?? 0;
  const setActive = useSetAtom(setActiveOrganisationAtom);
  const setOrganisations = useSetAtom(organisationsAtom);
  return useSubmit(
    (target: UserOrganisation) =>
      services.api.PATCH('/api/app-user/{id}', {
        params: { path: { id: userId } },
        body: { active_organisation_id: target.id },
      }),
    {
      onSuccess: async (_user, target) => {
        // The switch itself is saved: without a fresh list the shell keeps the old one until the next load.
        const organisations = await fetchOrganisations(services, userId).catch(() => null);
        if (organisations) setOrganisations(organisations);
        const fresh = organisations?.find((organisation) => organisation.id === target.id) ?? target;
        setActive(toActiveOrganisation(fresh));
        await router.invalidate();
        await navigate({ to: '/', state: justCreated ? { createdOrganisationId: target.id } : {} });
      },
    },
  );
}
