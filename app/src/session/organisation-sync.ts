import type { AppStore } from './atoms';
import { activeOrganisationAtom, organisationsAtom, setActiveOrganisationAtom } from './atoms';
import type { UserOrganisation } from './types';

/**
 * After a profile save or a new logo, the shell's copy of the organisation (menu, top bar, the
 * organisation switcher) takes the saved name and logo at once, without a reload.
 */
export function syncOrganisation(
  store: AppStore,
  id: number,
  changes: Partial<Pick<UserOrganisation, 'name' | 'logoId' | 'countryId'>>,
): void {
  const active = store.get(activeOrganisationAtom);
  if (active?.id === id) {
    const { name = active.name, logoId = active.logoId } = changes;
    store.set(setActiveOrganisationAtom, { ...active, name, logoId });
  }
  const organisations = store.get(organisationsAtom);
  if (organisations) {
    store.set(
      organisationsAtom,
      organisations.map((organisation) =>
        organisation.id === id ? { ...organisation, ...changes } : organisation,
      ),
    );
  }
}
