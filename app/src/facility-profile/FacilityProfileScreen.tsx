import { whenIdle } from '@oncourse/renderers/preload';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import defaultOrganisation from '../assets/default-organisation.svg';
import { useTranslation } from '../i18n/useTranslation';
import { ProfilePage, type TabForm } from '../profile';
import { ApiImage } from '../ui/ApiImage';
import { FacilityGeneralTab } from './FacilityGeneralTab';
import type { FacilityProfileData } from './load-facility-profile';
import { facilityProfileTabs, type FacilityProfileTab } from './tabs';
import { loadDetailsTab, loadTeamTab, preloadProfileTabs } from './preload-tabs';
import styles from './facility-profile.module.css';

// The page opens on General information; the details (numbers, courses) and the team (its table)
// load beside it, not with it (preload-tabs.ts, docs/engineering.md#route-budgets).
const FacilityDetailsTab = lazy(() =>
  loadDetailsTab().then((module) => ({ default: module.FacilityDetailsTab })),
);
const TeamTab = lazy(() => loadTeamTab().then((module) => ({ default: module.TeamTab })));

const TAB_LABELS: Record<FacilityProfileTab, string> = {
  general: 'facilityProfile.tabs.general',
  details: 'facilityProfile.tabs.details',
  team: 'facilityProfile.tabs.team',
};

/**
 * /profile/{organisationType} (docs/facility-profile.md#screens): General information, Facility details and Team. A member without
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
  // The tabs' code comes once the page has drawn, before anyone is likely to choose a tab.
  useEffect(() => whenIdle(preloadProfileTabs), []);
  const panels: Record<FacilityProfileTab, (form: TabForm) => ReactNode> = {
    general: (form) => (
      <FacilityGeneralTab key={form.key} data={data} canEdit={canEdit} onDirtyChange={form.onDirtyChange} />
    ),
    details: (form) =>
      details && (
        <Suspense fallback={null}>
          <FacilityDetailsTab
            key={form.key}
            data={data}
            details={details}
            canEdit={canEdit}
            onDirtyChange={form.onDirtyChange}
          />
        </Suspense>
      ),
    team: () => (
      <Suspense fallback={null}>
        <TeamTab
          organisationId={organisation.id}
          team={data.team}
          roleTypes={data.roleTypes}
          joinRequests={data.joinRequests}
          activities={organisation.activities}
        />
      </Suspense>
    ),
  };

  return (
    <ProfilePage
      picture={
        <ApiImage
          source={organisation.logo_id ? { kind: 'logo', id: organisation.logo_id } : null}
          fallback={defaultOrganisation}
          alt={t('createFacility.images.logoAlt')}
          className={styles.facilityProfileLogo}
          size={96}
        />
      }
      title={organisation.title}
      subtitle={t(isFacility ? 'facilityProfile.subtitle' : 'facilityProfile.subtitleTournament')}
      tabsLabel={t('facilityProfile.tabs.label')}
      tabs={tabs.map((id) => ({ id, label: t(TAB_LABELS[id]), panel: panels[id] }))}
      selected={selected}
      onSelect={setSelected}
    />
  );
}
