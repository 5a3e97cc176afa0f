import { useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { activeOrganisationAtom, organisationsAtom, userAtom } from '../session/atoms';
import { useTheme } from '../theme/useDocumentTheme';
import { FacilitiesTab } from './FacilitiesTab';
import { GeneralTab } from './GeneralTab';
import { ProfilePage, type TabForm } from './ProfilePage';
import { ProfilePicture } from './ProfilePicture';
import { SettingsTab } from './SettingsTab';
import type { ProfileData } from './load-profile';
import { initialTab, profileTabs, type ProfileTab } from './tabs';

const TAB_LABELS: Record<ProfileTab, string> = {
  general: 'profile.tabs.general',
  facilities: 'profile.tabs.facilities',
  settings: 'profile.tabs.settings',
};

/**
 * /user-profile (docs/accounts.md#screens, docs/accounts.md#behaviour): tabs General information, Facilities and Settings, each shown
 * by its rule; leaving the page or the tab with unsaved changes asks first.
 */
export function UserProfileScreen({ data }: { data: ProfileData }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const organisations = useAtomValue(organisationsAtom) ?? [];
  const activeOrganisation = useAtomValue(activeOrganisationAtom);
  const theme = useTheme();
  const tabs = profileTabs(organisations.length, theme);
  const tabsKey = tabs.join();
  const requested = useLocation({ select: (location) => location.state.profileTab });
  const [selected, setSelected] = useState<ProfileTab>(() => initialTab(requested, tabs));

  // The organisations arrive after the first render; a tab asked for by navigation state follows them.
  useEffect(() => {
    if (requested) setSelected(initialTab(requested, tabsKey.split(',') as ProfileTab[]));
  }, [requested, tabsKey]);

  if (!user) return null;
  const visible = tabs.includes(selected) ? selected : 'general';

  const panels: Record<ProfileTab, (form: TabForm) => ReactNode> = {
    general: (form) => (
      <GeneralTab key={form.key} user={user} links={data.links} onDirtyChange={form.onDirtyChange} />
    ),
    facilities: () => (
      <FacilitiesTab organisations={organisations} activeId={activeOrganisation?.id ?? null} />
    ),
    settings: (form) => (
      <SettingsTab
        key={form.key}
        user={user}
        languages={data.languages}
        onDirtyChange={form.onDirtyChange}
      />
    ),
  };

  return (
    <ProfilePage
      picture={<ProfilePicture user={user} />}
      title={`${user.firstName} ${user.lastName}`}
      subtitle={user.email}
      tabsLabel={t('profile.tabs.label')}
      tabs={tabs.map((id) => ({ id, label: t(TAB_LABELS[id]), panel: panels[id] }))}
      selected={visible}
      onSelect={setSelected}
    />
  );
}
