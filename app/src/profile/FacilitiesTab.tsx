import { useState } from 'react';
import { ConfirmDialog } from '@oncourse/renderers/dialogs';
import { Button } from 'react-aria-components';
import { useTranslation } from '../i18n/useTranslation';
import defaultOrganisation from '../assets/default-organisation.svg';
import { Alert } from '../ui/Alert';
import { ApiImage } from '../ui/ApiImage';
import { useSwitchOrganisation } from '../session/useSwitchOrganisation';
import type { UserOrganisation } from '../session/types';
import styles from './profile.module.css';
import { Panel, PanelTitle } from '../ui/Panel';

interface FacilitiesTabProps {
  organisations: readonly UserOrganisation[];
  activeId: number | null;
}

/**
 * The user's organisations as a grid sorted by name; choosing one asks first, then saves it as the
 * active organisation, forgets what was loaded for the previous one and goes to the dashboard in
 * the new one's theme (docs/accounts.md#screens, docs/accounts.md#behaviour).
 */
export function FacilitiesTab({ organisations, activeId }: FacilitiesTabProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<UserOrganisation | null>(null);
  const switchTo = useSwitchOrganisation();
  const sorted = [...organisations].sort((a, b) => a.name.localeCompare(b.name));

  const confirm = () => {
    if (!chosen) return;
    const target = chosen;
    setChosen(null);
    void switchTo.submit(target);
  };

  return (
    <div>
      <Panel aria-labelledby="profile-facilities-title">
        <PanelTitle id="profile-facilities-title">{t('facilities.title')}</PanelTitle>
        <p className="muted">{t('facilities.intro')}</p>
        {switchTo.formError && <Alert>{switchTo.formError}</Alert>}
        <ul className={styles.organisationGrid}>
          {sorted.map((organisation) => (
            <li key={organisation.id}>
              <OrganisationTile
                organisation={organisation}
                active={organisation.id === activeId}
                onChoose={() => setChosen(organisation)}
              />
            </li>
          ))}
        </ul>
      </Panel>
      <ConfirmDialog
        isOpen={chosen !== null}
        title={t('facilities.switchTitle')}
        confirmLabel={t('facilities.switch')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirm}
        onCancel={() => setChosen(null)}
      >
        <p>{t('facilities.switchText', { organisation: chosen?.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}

function OrganisationTile({
  organisation,
  active,
  onChoose,
}: {
  organisation: UserOrganisation;
  active: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      className={
        active ? `${styles.organisationTile} ${styles.organisationTileActive}` : styles.organisationTile
      }
      onPress={onChoose}
      aria-current={active ? 'true' : undefined}
    >
      <ApiImage
        source={organisation.logoId ? { kind: 'logo', id: organisation.logoId } : null}
        fallback={defaultOrganisation}
        alt=""
        className={styles.organisationTileLogo}
        size={64}
      />
      <span className={styles.organisationTileName}>{organisation.name}</span>
      <span className={styles.organisationTileType}>
        {active
          ? t('facilities.current')
          : t(organisation.type === 'TOURNAMENT' ? 'dashboard.tournament' : 'dashboard.facility')}
      </span>
    </Button>
  );
}
