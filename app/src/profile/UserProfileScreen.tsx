import { useBlocker, useLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import { activeOrganisationAtom, organisationsAtom, userAtom } from '../session/atoms';
import { useTheme } from '../theme/useDocumentTheme';
import { FacilitiesTab } from './FacilitiesTab';
import { GeneralTab } from './GeneralTab';
import { ProfilePicture } from './ProfilePicture';
import { SettingsTab } from './SettingsTab';
import { initialTab, profileTabs, type ProfileTab } from './tabs';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

const TAB_LABELS: Record<ProfileTab, string> = {
  general: 'profile.tabs.general',
  facilities: 'profile.tabs.facilities',
  settings: 'profile.tabs.settings',
};

type DirtyForms = Record<ProfileTab, boolean>;
const CLEAN: DirtyForms = { general: false, facilities: false, settings: false };

/**
 * /user-profile (spec 000 §2, §4): tabs General information, Facilities and Settings, each shown
 * by its rule; leaving the page or the tab with unsaved changes asks first.
 */
export function UserProfileScreen() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const organisations = useAtomValue(organisationsAtom) ?? [];
  const activeOrganisation = useAtomValue(activeOrganisationAtom);
  const theme = useTheme();
  const tabs = profileTabs(organisations.length, theme);
  const tabsKey = tabs.join();
  const requested = useLocation({ select: (location) => location.state.profileTab });
  const [selected, setSelected] = useState<ProfileTab>(() => initialTab(requested, tabs));
  const [dirty, setDirty] = useState<DirtyForms>(CLEAN);
  // Bumping a form's key remounts it with the saved values: that is how changes are discarded.
  const [formKeys, setFormKeys] = useState<Record<ProfileTab, number>>({
    general: 0,
    facilities: 0,
    settings: 0,
  });
  const [pendingTab, setPendingTab] = useState<ProfileTab | null>(null);
  const hasUnsaved = dirty.general || dirty.settings;

  // The organisations arrive after the first render; a tab asked for by navigation state follows them.
  useEffect(() => {
    if (requested) setSelected(initialTab(requested, tabsKey.split(',') as ProfileTab[]));
  }, [requested, tabsKey]);

  const blocker = useBlocker({
    shouldBlockFn: () => hasUnsaved,
    enableBeforeUnload: () => hasUnsaved,
    withResolver: true,
  });

  const markDirty = (tab: ProfileTab) => (value: boolean) =>
    setDirty((current) => (current[tab] === value ? current : { ...current, [tab]: value }));

  const discard = (tab: ProfileTab) => {
    setDirty((current) => ({ ...current, [tab]: false }));
    setFormKeys((current) => ({ ...current, [tab]: current[tab] + 1 }));
  };

  const requestTab = (key: Key) => {
    const tab = key as ProfileTab;
    if (tab === selected) return;
    if (dirty[selected]) setPendingTab(tab);
    else setSelected(tab);
  };

  if (!user) return null;
  const visible = tabs.includes(selected) ? selected : 'general';

  return (
    <div className="page">
      <header className="profile-header">
        <ProfilePicture user={user} />
        <div>
          <h1 className="page__title">
            {user.firstName} {user.lastName}
          </h1>
          <p className="muted">{user.email}</p>
        </div>
      </header>
      <Tabs selectedKey={visible} onSelectionChange={requestTab} className="tabs">
        <TabList aria-label={t('profile.tabs.label')} className="tabs__list">
          {tabs.map((tab) => (
            <Tab key={tab} id={tab} className="tabs__tab">
              {t(TAB_LABELS[tab])}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="general" className="tabs__panel">
          <GeneralTab key={formKeys.general} user={user} onDirtyChange={markDirty('general')} />
        </TabPanel>
        {tabs.includes('facilities') && (
          <TabPanel id="facilities" className="tabs__panel">
            <FacilitiesTab
              organisations={organisations}
              activeId={activeOrganisation?.id ?? null}
            />
          </TabPanel>
        )}
        {tabs.includes('settings') && (
          <TabPanel id="settings" className="tabs__panel">
            <SettingsTab key={formKeys.settings} user={user} onDirtyChange={markDirty('settings')} />
          </TabPanel>
        )}
      </Tabs>
      <UnsavedChangesDialog
        isOpen={pendingTab !== null}
        onCancel={() => setPendingTab(null)}
        onConfirm={() => {
          discard(selected);
          if (pendingTab) setSelected(pendingTab);
          setPendingTab(null);
        }}
      />
      <UnsavedChangesDialog
        isOpen={blocker.status === 'blocked'}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    </div>
  );
}
