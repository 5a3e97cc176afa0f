import type { AppServices } from '../services';
import { ACTIVITY, hasActivities } from '../session/active-organisation';
import { activeOrganisationAtom, organisationsAtom, sessionAtom } from '../session/atoms';
import { settleOrganisations } from '../session/organisations';
import type { MenuSection } from './menu';

/** What every signed-in page's frame shows besides the page: the helpdesk badge and the improve menu. */
export interface ShellData {
  helpdeskBadge: number;
  sections: MenuSection[];
  /** Which language and organisation the data is for; the shell reloads when either changes. */
  key: string;
}

/** The key of shell data that no loader gave (a page no route matches); never reloaded. */
export const NO_SHELL_DATA = 'none';

/** The key the shell's data is valid for: its language and active organisation. */
export function shellKey(language: string, organisationId: number | undefined): string {
  return `${language}:${organisationId ?? 'none'}`;
}

/**
 * The `_app` layout route's loader. After a reload the organisation list is fetched again (it is
 * not kept in cookies); the badge and the improve sections of the active organisation follow. A
 * badge or menu that cannot be had shows empty rather than blocking every page.
 */
export async function loadShellData(services: AppServices): Promise<ShellData> {
  const { api, store, catalogue } = services;
  const session = store.get(sessionAtom);
  if (session && store.get(organisationsAtom) === null) {
    await settleOrganisations(services).catch(() => undefined);
  }
  const language = catalogue.getSnapshot().language;
  const organisation = store.get(activeOrganisationAtom);
  const userId = session?.user.id;
  const [helpdeskBadge, sections] = await Promise.all([
    userId
      ? api.GET('/api/app-user/{id}/helpdesk/badge', { params: { path: { id: userId } } }).then(
          ({ data }) => data?.data.count ?? 0,
          () => 0,
        )
      : 0,
    organisation && hasActivities(organisation, ACTIVITY.IMPROVE)
      ? api
          .GET('/api/content/sections/languages/{lang}', {
            params: { path: { lang: language }, query: { orgId: organisation.id } },
          })
          .then(
            ({ data }) => data?.data.map(({ id, name }) => ({ id, name })) ?? [],
            () => [],
          )
      : [],
  ]);
  return { helpdeskBadge, sections, key: shellKey(language, organisation?.id) };
}
