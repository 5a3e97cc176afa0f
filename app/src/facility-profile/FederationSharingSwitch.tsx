import { useEffect, useState } from 'react';
import { useSubmit } from '../forms/useSubmit';
import { useTranslation } from '../i18n/useTranslation';
import { useApi } from '../services';
import { Alert } from '../ui/Alert';
import { Panel, PanelTitle } from '../ui/Panel';
import { ToggleSwitch } from '../ui/ToggleSwitch';
import styles from './FederationSharingSwitch.module.css';

interface Props {
  organisationId: number;
  /** Members who may change details switch it; everyone else reads it. */
  canEdit: boolean;
}

/**
 * Whether the facility's national federation sees its progress and certification state
 * (docs/programme-console.md#federations): off until switched on, saved as it is switched; the
 * federation never sees answers, notes or documents.
 */
export default function FederationSharingSwitch({ organisationId, canEdit }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const [share, setShare] = useState<boolean | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let current = true;
    api
      .GET('/api/organisation/{orgId}/federation-sharing', { params: { path: { orgId: organisationId } } })
      .then(
        ({ data }) => current && setShare(data?.data.shareWithFederation ?? null),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [api, organisationId]);

  const save = useSubmit(
    (next: boolean) =>
      api.PUT('/api/organisation/{orgId}/federation-sharing', {
        params: { path: { orgId: organisationId } },
        body: { shareWithFederation: next },
      }),
    {
      onSuccess: (data) => {
        setShare(data.data.shareWithFederation);
        setSaved(true);
      },
    },
  );

  if (share === null) return null;
  return (
    <Panel aria-labelledby="federation-sharing-title">
      <PanelTitle id="federation-sharing-title">{t('federationSharing.title')}</PanelTitle>
      <p className="muted">{t('federationSharing.text')}</p>
      {save.formError && <Alert>{save.formError}</Alert>}
      <ToggleSwitch
        isSelected={share}
        isDisabled={!canEdit || save.pending}
        onChange={(next) => {
          setSaved(false);
          void save.submit(next);
        }}
      >
        {t('federationSharing.label')}
      </ToggleSwitch>
      <p className={styles.state} role="status">
        {saved ? t(share ? 'federationSharing.savedOn' : 'federationSharing.savedOff') : ''}
      </p>
    </Panel>
  );
}
