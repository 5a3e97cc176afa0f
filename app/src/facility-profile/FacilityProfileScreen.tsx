import { useBlocker } from '@tanstack/react-router';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import defaultOrganisation from '../assets/default-organisation.svg';
import { useTranslation } from '../i18n/useTranslation';
import { UnsavedChangesDialog } from '../profile/UnsavedChangesDialog';
import { TeamTab } from '../team/TeamTab';
import { ApiImage } from '../ui/ApiImage';
import { FacilityDetailsTab } from './FacilityDetailsTab';
import { FacilityGeneralTab } from './FacilityGeneralTab';
import type { FacilityProfileData } from './load-facility-profile';
import { facilityProfileTabs, type FacilityProfileTab } from './tabs';
import './facility-profile.css';

const TAB_LABELS: Record<FacilityProfileTab, string> = {
  general: 'facilityProfile.tabs.general',
  details: 'facilityProfile.tabs.details',
  team: 'facilityProfile.tabs.team',
};

/**
 * /profile/{type} (spec 001 §2): General information, Facility details and Team. A member without
 * change-organisation-details reads the profile without edit controls; leaving a tab or the page
 * with unsaved changes asks first.
 */
export function FacilityProfileScreen({ data }: { data: FacilityProfileData }) {
  const { t } = useTranslation();
  const { organisation, details } = data;
  const isFacility = organisation.organisation_type.name === 'FACILITY';
  const tabs = facilityProfileTabs(isFacility, details !== null);
  const canEdit = organisation.activities.includes('change-organisation-details');
  const [selected, setSelected] = useState<FacilityProfileTab>('general');
  const [dirty, setDirty] = useState<Record<FacilityProfileTab, boolean>>({
    general: false,
    details: false,
    team: false,
  });
  const [formKeys, setFormKeys] = useState({ general: 0, details: 0 });
  const [pendingTab, setPendingTab] = useState<FacilityProfileTab | null>(null);
  const hasUnsaved = dirty.general || dirty.details;

  const blocker = useBlocker({
    shouldBlockFn: () => hasUnsaved,
    enableBeforeUnload: () => hasUnsaved,
    withResolver: true,
  });

  const markDirty = (tab: FacilityProfileTab) => (value: boolean) =>
    setDirty((current) => (current[tab] === value ? current : { ...current, [tab]: value }));

  const requestTab = (key: Key) => {
    const tab = key as FacilityProfileTab;
    if (tab === selected) return;
    if (dirty[selected]) setPendingTab(tab);
    else setSelected(tab);
  };

  const discard = (tab: FacilityProfileTab) => {
    setDirty((current) => ({ ...current, [tab]: false }));
    if (tab === 'general' || tab === 'details')
      setFormKeys((current) => ({ ...current, [tab]: current[tab] + 1 }));
  };

  return (
    <div className="page">
      <header className="profile-header">
        <ApiImage
          source={organisation.logo_id ? { kind: 'logo', id: organisation.logo_id } : null}
          fallback={defaultOrganisation}
          alt={t('createFacility.images.logoAlt')}
          className="facility-profile__logo"
          size={96}
        />
        <div>
          <h1 className="page__title">{organisation.title}</h1>
          <p className="muted">
            {t(isFacility ? 'facilityProfile.subtitle' : 'facilityProfile.subtitleTournament')}
          </p>
        </div>
      </header>
      <Tabs selectedKey={selected} onSelectionChange={requestTab} className="tabs">
        <TabList aria-label={t('facilityProfile.tabs.label')} className="tabs__list">
          {tabs.map((tab) => (
            <Tab key={tab} id={tab} className="tabs__tab">
              {t(TAB_LABELS[tab])}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="general" className="tabs__panel">
          <FacilityGeneralTab
            key={formKeys.general}
            data={data}
            canEdit={canEdit}
            onDirtyChange={markDirty('general')}
          />
        </TabPanel>
        {details && tabs.includes('details') && (
          <TabPanel id="details" className="tabs__panel">
            <FacilityDetailsTab
              key={formKeys.details}
              data={data}
              details={details}
              canEdit={canEdit}
              onDirtyChange={markDirty('details')}
            />
          </TabPanel>
        )}
        <TabPanel id="team" className="tabs__panel">
          <TeamTab
            organisationId={organisation.id}
            team={data.team}
            roleTypes={data.roleTypes}
            activities={organisation.activities}
          />
        </TabPanel>
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
