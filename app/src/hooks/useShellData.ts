import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useServices } from '../services';
import { ACTIVITY, hasActivities } from '../session/active-organisation';
import { activeOrganisationAtom, organisationsAtom, userAtom } from '../session/atoms';
import { settleOrganisations } from '../session/organisations';
import type { MenuSection } from '../layout/menu';

/** After a reload the organisation list is fetched again (it is not kept in cookies). */
export function useOrganisationsLoaded(): void {
  const services = useServices();
  const organisations = useAtomValue(organisationsAtom);
  const user = useAtomValue(userAtom);
  useEffect(() => {
    if (user && organisations === null) settleOrganisations(services).catch(() => undefined);
  }, [services, user, organisations]);
}

/** The unread helpdesk count for the top-bar badge. */
export function useHelpdeskBadge(): number {
  const { api } = useServices();
  const userId = useAtomValue(userAtom)?.id;
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    api
      .GET('/api/app-user/{id}/helpdesk/badge', { params: { path: { id: userId } } })
      .then(({ data }) => live && setCount(data?.data.count ?? 0))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, userId]);
  return count;
}

/** The improve content sections of the active organisation, for the side menu. */
export function useContentSections(language: string): MenuSection[] {
  const { api } = useServices();
  const organisation = useAtomValue(activeOrganisationAtom);
  const [sections, setSections] = useState<MenuSection[]>([]);
  const orgId = organisation?.id;
  const allowed = hasActivities(organisation, ACTIVITY.IMPROVE);
  useEffect(() => {
    setSections([]);
    if (!orgId || !allowed) return;
    let live = true;
    api
      .GET('/api/content/sections/languages/{lang}', {
        params: { path: { lang: language }, query: { orgId } },
      })
      .then(({ data }) => live && setSections(data?.data.map(({ id, name }) => ({ id, name })) ?? []))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, orgId, allowed, language]);
  return sections;
}
