import { useState, type ReactNode } from 'react';
import { type Key } from 'react-aria-components';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import styles from './profile.module.css';
import { useLeaveBlocker } from '../routing/useLeaveBlocker';
import { Page, PageTitle } from '../ui/Page';
import { Tab, TabList, TabPanel, Tabs } from '../ui/Tabs';

/** What a tab holding a form gets: its remount key and where it reports unsaved changes. */
export interface TabForm {
  key: number;
  onDirtyChange: (dirty: boolean) => void;
}

export interface ProfilePageTab<T extends string> {
  id: T;
  label: string;
  panel: (form: TabForm) => ReactNode;
}

interface ProfilePageProps<T extends string> {
  picture: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  tabsLabel: string;
  /** The tabs shown, in order. */
  tabs: readonly ProfilePageTab<T>[];
  selected: T;
  onSelect: (tab: T) => void;
}

/**
 * A profile page (the user's, docs/accounts.md#screens, docs/accounts.md#behaviour; an organisation's, docs/accounts.md#screens): picture, name and a
 * line under it, then tabs. Leaving a tab or the page with unsaved changes asks first; confirming
 * discards the tab's changes. The browser's Back and Forward ask on the profile's own address, as
 * a section page does, so the dialog and the address bar agree (docs/accounts.md#behaviour).
 */
export function ProfilePage<T extends string>({
  picture,
  title,
  subtitle,
  tabsLabel,
  tabs,
  selected,
  onSelect,
}: ProfilePageProps<T>) {
  const [dirty, setDirty] = useState<Partial<Record<T, boolean>>>({});
  // Bumping a form's key remounts it with the saved values: that is how changes are discarded.
  const [formKeys, setFormKeys] = useState<Partial<Record<T, number>>>({});
  const [pendingTab, setPendingTab] = useState<T | null>(null);
  const hasUnsaved = Object.values(dirty).some(Boolean);

  const leaving = useLeaveBlocker(() => hasUnsaved);

  const markDirty = (tab: T) => (value: boolean) =>
    setDirty((current) => (Boolean(current[tab]) === value ? current : { ...current, [tab]: value }));

  const discard = (tab: T) => {
    setDirty((current) => ({ ...current, [tab]: false }));
    setFormKeys((current) => ({ ...current, [tab]: (current[tab] ?? 0) + 1 }));
  };

  const requestTab = (key: Key) => {
    const tab = key as T;
    if (tab === selected) return;
    if (dirty[selected]) setPendingTab(tab);
    else onSelect(tab);
  };

  return (
    <Page>
      <header className={styles.profileHeader}>
        {picture}
        <div>
          <PageTitle className={styles.profileTitle}>{title}</PageTitle>
          <p className="muted">{subtitle}</p>
        </div>
      </header>
      <Tabs selectedKey={selected} onSelectionChange={requestTab}>
        <TabList aria-label={tabsLabel}>
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab.id} id={tab.id}>
            {tab.panel({ key: formKeys[tab.id] ?? 0, onDirtyChange: markDirty(tab.id) })}
          </TabPanel>
        ))}
      </Tabs>
      <UnsavedChangesDialog
        isOpen={pendingTab !== null}
        onCancel={() => setPendingTab(null)}
        onConfirm={() => {
          discard(selected);
          if (pendingTab) onSelect(pendingTab);
          setPendingTab(null);
        }}
      />
      <UnsavedChangesDialog
        isOpen={leaving !== null}
        onCancel={() => leaving?.reset()}
        onConfirm={() => leaving?.proceed()}
      />
    </Page>
  );
}
